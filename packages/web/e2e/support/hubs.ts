/**
 * Hubs and their stock in browser tests (issue 28, docs/inventory.md): the sandbox admin's staff API calls
 * that read and set one hub's count of one option, a product option's row and what a hub says of it, the
 * shopper's area set through the header's dialog, and checkout to a new address in a given pincode.
 */
import type { Hub, StockLevel } from '@storefront/sdk/ops';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const SANDBOX_ADMIN = { email: 'admin@sandbox.test', password: 'sandbox-admin-1' } as const;

/** A signed-in staff member's GET and POST on /ops/v1, each expecting 200. */
export interface StaffApi {
  get<T>(path: string, query?: Record<string, string | number>): Promise<T>;
  post<T>(path: string, body: object): Promise<T>;
}

export async function staffApi(
  baseUrl: string,
  who: { email: string; password: string } = SANDBOX_ADMIN,
): Promise<StaffApi> {
  const reply = await fetch(new URL('/ops/v1/staff/sign-in', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
  const { Token } = (await reply.json()) as { Token: string };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(new URL(`/ops/v1${path}`, baseUrl), {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    get: (path, query = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      );
      return call(`${path}?${search.toString()}`);
    },
    post: (path, body) => call(path, { method: 'POST', body: JSON.stringify(body) }),
  };
}

/** The store's hubs by slug (koramangala, cv-raman-nagar, jp-nagar in the sandbox). */
export async function hubsBySlug(api: StaffApi): Promise<Record<string, Hub>> {
  const { Hubs } = await api.get<{ Hubs: Hub[] }>('/hubs');
  return Object.fromEntries(Hubs.map((hub) => [hub.Slug, hub]));
}

/** One option row of a product and the product's name, as the catalog answers them at a hub. */
export interface ProductOption {
  ProductId: number;
  ProductName: string;
  RowId: number;
  Label: string;
  IsAvailable: boolean;
  Left?: number | null;
}

/** The option labelled `label` of a product (its first group that has one), at `hub` (none: the main hub). */
export async function productOption(
  baseUrl: string,
  slug: string,
  label: string,
  hub?: string,
): Promise<ProductOption> {
  const url = new URL('/v1/get-product-details', baseUrl);
  url.searchParams.set('productSlug', slug);
  if (hub) url.searchParams.set('hub', hub);
  const reply = await fetch(url);
  expect(reply.status, slug).toBe(200);
  const { ProductDetails } = (await reply.json()) as {
    ProductDetails: {
      ProductId: number;
      ProductName: string;
      ProductConfig: { Options: Omit<ProductOption, 'ProductId' | 'ProductName'>[] }[];
    };
  };
  const row = ProductDetails.ProductConfig.flatMap((group) => group.Options).find(
    (option) => option.Label === label,
  );
  if (!row) throw new Error(`${slug} has no option ${label}`);
  return { ProductId: ProductDetails.ProductId, ProductName: ProductDetails.ProductName, ...row };
}

/** A hub's level of one option, or undefined while the hub does not count it. */
export async function stockLevel(
  api: StaffApi,
  hubId: number,
  option: ProductOption,
): Promise<StockLevel | undefined> {
  const { Levels } = await api.get<{ Levels: StockLevel[] }>('/stock', {
    hubId,
    search: option.ProductName,
  });
  return Levels.find((level) => level.RowId === option.RowId);
}

/**
 * Sets a hub's units on hand of one option through the staff API: a receipt starts counting it, an
 * adjustment brings an existing count to `units` (0: counted with none on the shelf, i.e. sold out there).
 */
export async function setStock(
  api: StaffApi,
  hubId: number,
  option: ProductOption,
  units: number,
): Promise<StockLevel> {
  const rowId = option.RowId;
  let level = await stockLevel(api, hubId, option);
  if (!level) {
    const received = await api.post<{ Levels: StockLevel[] }>('/stock/receive', {
      hubId,
      rowId,
      units: Math.max(units, 1),
      note: 'Browser test',
    });
    level = received.Levels[0]!;
  }
  if (level.OnHand !== units) {
    const adjusted = await api.post<{ Levels: StockLevel[] }>('/stock/adjust', {
      hubId,
      rowId,
      change: units - level.OnHand,
      reason: 'Miscounted',
      note: 'Browser test',
    });
    level = adjusted.Levels[0]!;
  }
  expect(level.OnHand).toBe(units);
  return level;
}

/** Sets the shopper's area through the header's "deliver to" dialog and waits for it to say it delivers there. */
export async function setArea(page: Page, pincode: string): Promise<void> {
  await page.getByTestId('delivery-area').first().click();
  const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
  await dialog.getByLabel('Pincode').fill(pincode);
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect
    .poll(() => dialog.getByTestId('serviceability').innerText())
    .toContain(`We deliver to ${pincode}.`);
  await dialog.getByRole('button', { name: 'Start shopping' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page
    .getByRole('button', { name: `Delivering to ${pincode}, change` })
    .first()
    .waitFor();
}

/** From a filled cart and a signed-in session: checkout, with a new address in `pincode` chosen. */
export async function reachCheckoutAt(
  page: Page,
  baseUrl: string,
  address: { pincode: string; street: string },
): Promise<void> {
  await page.goto(new URL('/cart', baseUrl).toString());
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.locator('main a[href="/address/new/1"]').click();
  await page.getByRole('heading', { level: 1, name: 'Add a new address' }).waitFor();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Mobile number').fill('9876543211');
  await page.getByLabel('House no., building, street').fill(address.street);
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Postal code (PIN)').fill(address.pincode);
  await page.getByTestId('address-delivery-area').waitFor();
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByTestId('bill').waitFor();
}
