/**
 * A small meat store as fixtures (checked against the SDK schemas by apiServer.ts), and handlers that page
 * and search it the way the v1 API does.
 */
import type { ReplyOf } from '@storefront/sdk';
import type { Handlers } from './apiServer';

type Category = ReplyOf<'categories'>['Categories'][number];
type Card = ReplyOf<'categoryProducts'>['Products'][number];
type Details = ReplyOf<'productDetails'>['ProductDetails'];
type Review = ReplyOf<'productReviews'>['ProductReviews'][number];

export const PAGE_SIZE = 4;
export const REVIEW_PAGE_SIZE = 2;

export const categories: Category[] = [
  {
    CategoryId: 1,
    Slug: 'chicken',
    Name: 'Chicken',
    Description: 'Farm-fresh chicken',
    ImageUrl: '/images/categories/chicken.svg',
    ProductCount: 6,
  },
  {
    CategoryId: 2,
    Slug: 'mutton',
    Name: 'Mutton',
    Description: 'Tender goat meat',
    ImageUrl: '/images/categories/mutton.svg',
    ProductCount: 2,
  },
  {
    CategoryId: 3,
    Slug: 'fish-seafood',
    Name: 'Fish & Seafood',
    Description: 'Fresh catch',
    ImageUrl: '/images/categories/fish.svg',
    ProductCount: 0,
  },
];

function card(
  id: number,
  name: string,
  categoryId: number,
  price: number,
  extra: Partial<Card> = {},
): Card {
  return {
    ProductId: id,
    Slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    ProductName: name,
    ShortDescription: `${name}, cleaned and cut`,
    ImageUrl: `/images/products/${id}.svg`,
    CategoryId: categoryId,
    Price: price,
    Mrp: null,
    WeightLabel: '500 g',
    AverageRating: 4.2,
    TotalRatings: 12,
    IsAvailable: true,
    HasOptions: true,
    ...extra,
  };
}

export const products: Card[] = [
  card(1, 'Chicken Curry Cut', 1, 24900, { Mrp: 29900 }),
  card(2, 'Chicken Breast Boneless', 1, 32900),
  card(3, 'Chicken Drumsticks', 1, 27900),
  card(4, 'Chicken Wings', 1, 19900),
  card(5, 'Chicken Keema', 1, 29900),
  card(6, 'Chicken Liver', 1, 9900, { IsAvailable: false }),
  card(7, 'Mutton Curry Cut', 2, 64900),
  card(8, 'Mutton Keema', 2, 69900),
];

export const curryCut: Details = {
  ProductId: 1,
  Slug: 'chicken-curry-cut',
  ProductName: 'Chicken Curry Cut',
  Description: 'Bone-in pieces of a whole chicken, cleaned and cut for curries.',
  CategoryId: 1,
  CategorySlug: 'chicken',
  CategoryName: 'Chicken',
  Price: 24900,
  Mrp: 29900,
  IsAvailable: true,
  ProductImages: [
    { Url: '/images/products/1.svg', Alt: 'Chicken curry cut on a board', Width: 800, Height: 600 },
    {
      Url: '/images/products/1-b.svg',
      Alt: 'Chicken curry cut in a bowl',
      Width: 800,
      Height: 600,
    },
  ],
  ProductConfig: [
    {
      ConfigId: 1,
      Name: 'Weight',
      Options: [
        {
          RowId: 11,
          Label: '500 g',
          PriceDelta: 0,
          GrossWeight: '550 g',
          NetWeight: '500 g',
          Pieces: '10-12',
          Serves: '2-3',
          IsDefault: true,
          IsAvailable: true,
        },
        {
          RowId: 12,
          Label: '1 kg',
          PriceDelta: 22000,
          GrossWeight: '1.1 kg',
          NetWeight: '1 kg',
          Pieces: '20-24',
          Serves: '4-5',
          IsDefault: false,
          IsAvailable: true,
        },
      ],
    },
    {
      ConfigId: 2,
      Name: 'Cut',
      Options: [
        {
          RowId: 21,
          Label: 'Curry cut',
          PriceDelta: 0,
          GrossWeight: null,
          NetWeight: null,
          Pieces: null,
          Serves: null,
          IsDefault: true,
          IsAvailable: true,
        },
        {
          RowId: 22,
          Label: 'Small pieces',
          PriceDelta: 2000,
          GrossWeight: null,
          NetWeight: null,
          Pieces: null,
          Serves: null,
          IsDefault: false,
          IsAvailable: true,
        },
      ],
    },
  ],
  RelatedProducts: [products[1]!, products[2]!],
};

export const reviews: Review[] = [1, 2, 3].map((id) => ({
  ReviewId: id,
  Username: ['Asha', 'Ravi', 'Meena'][id - 1]!,
  Rating: 6 - id,
  Comment: `Review number ${id}`,
  CreatedAt: `2026-10-0${id}T10:00:00+05:30`,
}));

export const home: ReplyOf<'home'> = {
  Banners: [
    {
      BannerId: 1,
      Title: 'Fresh chicken, every morning',
      Subtitle: 'Cut to order',
      ImageUrl: '/images/banners/1.svg',
      Link: '/category/chicken',
    },
  ],
  Categories: categories,
  BestSellers: products.slice(0, 4),
  Offers: [
    { Code: 'FRESH50', Title: '₹50 off your first order', Description: 'On orders above ₹499' },
  ],
};

const pageOf = <T>(items: readonly T[], pageNo: number, size: number) =>
  items.slice((pageNo - 1) * size, pageNo * size);

/** Handlers for the catalog, config and content calls over these fixtures. */
export function storeHandlers(): Handlers {
  return {
    storeConfigs: () => ({
      StoreConfigs: {
        storeName: 'Test Meat Co',
        storeLogo: '/images/logo.svg',
        supportPhone: '+91 98765 43210',
        supportEmail: 'help@test-meat.example',
        storeAddress: '12 Market Road, Bengaluru 560034',
      },
    }),
    productConfigs: () => ({ ProductConfigs: { maxAllowedQtyPerProduct: 3 } }),
    clarityProjectId: () => ({ ProjectId: null }),
    cacheState: () => ({ State: 'v1' }),
    aboutUsStatus: () => ({ Status: true }),
    aboutUsContent: () => ({ Content: '# Our story\nWe started in 2020.\n\nWe cut to order.' }),
    privacyContent: () => ({ Content: '# Privacy\nWe keep your data safe.' }),
    termsContent: () => ({ Content: '# Terms\n<script>alert(1)</script> is shown as text.' }),
    shippingConfigs: () => ({
      ShippingConfigs: {
        FreeShippingAbove: 49900,
        BaseFee: 3000,
        BaseDistance: 3000,
        PerKmFee: 500,
        MaxDeliveryDistance: 15000,
      },
    }),
    platformFeeConfigs: () => ({
      PlatformFeeConfigs: [{ MinOrderValue: 0, MaxOrderValue: null, Fee: 500 }],
    }),
    home: () => home,
    categories: () => ({ Categories: categories }),
    categoryProducts: (query) => {
      const category = categories.find((item) => item.Slug === query.categorySlug);
      const pageNo = Number(query.pageNo ?? 1);
      if (!category)
        return {
          NoCategoryFound: true,
          Category: null,
          Products: [],
          TotalProducts: 0,
          PageNo: pageNo,
          TotalPages: 0,
        };
      const list = products.filter((product) => product.CategoryId === category.CategoryId);
      return {
        NoCategoryFound: false,
        Category: category,
        Products: pageOf(list, pageNo, PAGE_SIZE),
        TotalProducts: list.length,
        PageNo: pageNo,
        TotalPages: Math.ceil(list.length / PAGE_SIZE),
      };
    },
    search: (query) => {
      const term = (query.term ?? '').toLowerCase();
      const pageNo = Number(query.pageNo ?? 1);
      const list = products.filter((product) => product.ProductName.toLowerCase().includes(term));
      return {
        Products: pageOf(list, pageNo, PAGE_SIZE),
        Categories: categories.filter((category) => category.Name.toLowerCase().includes(term)),
        TotalProducts: list.length,
        PageNo: pageNo,
        TotalPages: Math.ceil(list.length / PAGE_SIZE),
      };
    },
    productDetails: (query) =>
      query.productSlug === curryCut.Slug
        ? { ProductDetails: curryCut }
        : { status: 404, body: { Message: 'Product not found' } },
    productRatings: () => ({
      AverageRating: 4.3,
      TotalRatings: 10,
      FiveStar: 6,
      FourStar: 2,
      ThreeStar: 1,
      TwoStar: 1,
      OneStar: 0,
    }),
    productReviews: (query) => {
      const pageNo = Number(query.pageNo ?? 1);
      return {
        ProductReviews: pageOf(reviews, pageNo, REVIEW_PAGE_SIZE),
        TotalReviews: reviews.length,
        PageNo: pageNo,
        TotalPages: Math.ceil(reviews.length / REVIEW_PAGE_SIZE),
      };
    },
  };
}
