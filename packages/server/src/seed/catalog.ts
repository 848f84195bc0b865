import { count } from 'drizzle-orm';
import { users } from '../auth/tables.js';
import {
  banners,
  categories,
  productImages,
  productOptionGroups,
  productOptionRows,
  products,
  reviews,
} from '../catalog/tables.js';
import type { Transaction } from '../db/index.js';
import {
  type SeedProduct,
  banners as seedBanners,
  catalog,
  demoShoppers,
  reviewComments,
  seedTaxOf,
} from './catalog-data.js';

export const productImageUrl = (slug: string) => `/images/products/${slug}.webp`;
export const categoryImageUrl = (slug: string) => `/images/categories/${slug}.webp`;
export const bannerImageUrl = (index: number) => `/images/banners/banner-${index + 1}.webp`;
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 450 } as const;

/** A small deterministic generator, so every fresh database gets the same reviews. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STAR_COLUMNS = {
  5: 'fiveStar',
  4: 'fourStar',
  3: 'threeStar',
  2: 'twoStar',
  1: 'oneStar',
} as const;

/** A catalogue product with its category's slug. */
type ProductToSeed = SeedProduct & { category: string };

/** One demo shopper's review of a product, planned before the product's star counts are written. */
interface PlannedReview {
  userId: number;
  rating: number;
  comment: string;
  daysAgo: number;
}

/** Inserts the categories in catalogue order; answers their ids by slug. */
async function insertCategories(tx: Transaction): Promise<Map<string, number>> {
  const insertedCategories = await tx
    .insert(categories)
    .values(
      catalog.map((c, position) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        imageUrl: categoryImageUrl(c.slug),
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(insertedCategories.map((c) => [c.slug, c.id]));
}

/** Inserts the demo shoppers who write the reviews (those that exist already are kept, not returned). */
async function insertDemoShoppers(tx: Transaction): Promise<{ id: number }[]> {
  return tx
    .insert(users)
    .values(
      demoShoppers.map((s) => ({
        identityKey: `seed:${s.email}`,
        username: s.username,
        email: s.email,
        loginFrom: 'Email',
        isTestUser: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
}

/** Each product's reviews, drawn from a fixed seed so every fresh database gets the same ones. */
function planReviews(allProducts: ProductToSeed[], shoppers: { id: number }[]): PlannedReview[][] {
  const random = mulberry32(20_240_601);
  return allProducts.map(() => {
    const howMany = Math.floor(random() * (shoppers.length + 1));
    return shoppers.slice(0, howMany).map((shopper, i) => {
      const roll = random();
      const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
      const comments = reviewComments[rating] ?? [''];
      return {
        userId: shopper.id,
        rating,
        comment: comments[Math.floor(random() * comments.length)] ?? '',
        daysAgo: 2 + i * 9 + Math.floor(random() * 7),
      };
    });
  });
}

/** Inserts the products with their planned reviews' star counts; answers their ids by slug. */
async function insertProducts(
  tx: Transaction,
  allProducts: ProductToSeed[],
  categoryId: Map<string, number>,
  reviewPlans: PlannedReview[][],
): Promise<Map<string, number>> {
  const insertedProducts = await tx
    .insert(products)
    .values(
      allProducts.map((p, position) => {
        const stars = { fiveStar: 0, fourStar: 0, threeStar: 0, twoStar: 0, oneStar: 0 };
        for (const r of reviewPlans[position] ?? [])
          stars[STAR_COLUMNS[r.rating as keyof typeof STAR_COLUMNS]] += 1;
        return {
          slug: p.slug,
          name: p.name,
          shortDescription: p.short,
          description: p.description,
          categoryId: categoryId.get(p.category) ?? 0,
          price: p.price,
          mrp: p.mrp,
          weightLabel: p.weightLabel,
          imageUrl: productImageUrl(p.slug),
          isAvailable: p.available ?? true,
          isBestSeller: p.bestSeller ?? false,
          position,
          ...seedTaxOf(p.category, p.slug),
          ...stars,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  return new Map(insertedProducts.map((p) => [p.slug, p.id]));
}

/** Inserts each product's option groups, then their rows (the first row of a group is its default). */
async function insertProductOptions(
  tx: Transaction,
  allProducts: ProductToSeed[],
  productId: Map<string, number>,
): Promise<void> {
  const groupValues = allProducts.flatMap((p) =>
    p.groups.map((g, position) => ({
      productId: productId.get(p.slug) ?? 0,
      name: g.name,
      position,
    })),
  );
  if (groupValues.length === 0) return;
  const insertedGroups = await tx.insert(productOptionGroups).values(groupValues).returning({
    id: productOptionGroups.id,
    productId: productOptionGroups.productId,
    position: productOptionGroups.position,
  });
  const groupId = new Map(insertedGroups.map((g) => [`${g.productId}:${g.position}`, g.id]));
  await tx.insert(productOptionRows).values(
    allProducts.flatMap((p) =>
      p.groups.flatMap((g, groupPosition) =>
        g.rows.map((row, position) => ({
          groupId: groupId.get(`${productId.get(p.slug)}:${groupPosition}`) ?? 0,
          label: row.label,
          priceDelta: row.delta,
          grossWeight: row.gross ?? null,
          netWeight: row.net ?? null,
          pieces: row.pieces ?? null,
          serves: row.serves ?? null,
          isDefault: position === 0,
          position,
        })),
      ),
    ),
  );
}

/** Inserts the planned reviews, dated back from a fixed day. */
async function insertReviews(
  tx: Transaction,
  allProducts: ProductToSeed[],
  productId: Map<string, number>,
  reviewPlans: PlannedReview[][],
): Promise<void> {
  const reviewValues = allProducts.flatMap((p, index) =>
    (reviewPlans[index] ?? []).map((r) => ({
      productId: productId.get(p.slug) ?? 0,
      userId: r.userId,
      rating: r.rating,
      comment: r.comment,
      createdAt: new Date(Date.UTC(2026, 9, 30) - r.daysAgo * 86_400_000),
    })),
  );
  if (reviewValues.length > 0) await tx.insert(reviews).values(reviewValues);
}

/** Categories, products with options and images, banners, demo shoppers and their reviews. */
export async function seedCatalog(tx: Transaction): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return;

  const categoryId = await insertCategories(tx);
  const shoppers = await insertDemoShoppers(tx);
  const allProducts = catalog.flatMap((c) => c.products.map((p) => ({ ...p, category: c.slug })));
  const reviewPlans = planReviews(allProducts, shoppers);
  const productId = await insertProducts(tx, allProducts, categoryId, reviewPlans);

  await tx.insert(productImages).values(
    allProducts.map((p) => ({
      productId: productId.get(p.slug) ?? 0,
      url: productImageUrl(p.slug),
      alt: p.name,
      ...PRODUCT_IMAGE_SIZE,
      position: 0,
    })),
  );
  await insertProductOptions(tx, allProducts, productId);
  await insertReviews(tx, allProducts, productId, reviewPlans);
  await tx.insert(banners).values(
    seedBanners.map((b, position) => ({
      title: b.title,
      subtitle: b.subtitle,
      imageUrl: bannerImageUrl(position),
      link: b.link,
      position,
    })),
  );
}
