/**
 * Stock that is never oversold, across the city's hubs (issue 28), in the browser against the real server:
 * shoppers in three areas see one product's option in stock, "Only 2 left" and sold out, each as the hub that
 * delivers to them counts it; a shopper takes a hub's last unit and the next one is refused at checkout with
 * the product named; a packer at one hub cannot open another hub's order, which the packer of that hub works
 * on; an admin receives stock at a hub in the console's Stock screen and the shopper who asked "Notify me"
 * there gets the push, not the one waiting at another hub. Each test counts an option of its own product at
 * the hubs (through the staff API), so the seeded stock other test files buy is left alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addProduct, ordersOnServer, signIn, tokenOf } from './shopper';
import { screenshot, useBrowser } from './support/browser';
import { consoleSignIn, openConsoleScreen } from './support/console';
import {
  hubsBySlug,
  productOption,
  reachCheckoutAt,
  SANDBOX_ADMIN,
  setArea,
  setStock,
  staffApi,
  stockLevel,
} from './support/hubs';
import { recordedPushes, savePushToken } from './support/pushes';

const shop = useBrowser();

/** A pincode each hub serves alone (docs/inventory.md). */
const AREA = { koramangala: '560034', cvRamanNagar: '560093', jpNagar: '560078' } as const;
const JP_NAGAR_STREET = '7, 15th Cross, J P Nagar 2nd Phase';
/** The open product page looks every 15 s and the push loop runs at once (or every 2 s): wait for both. */
const LIVE = { timeout: 30_000, interval: 250 };

/** A shopper's page, in a fresh profile, with its area set through the header's dialog. */
async function shopperIn(pincode: string): Promise<Page> {
  const page = await shop.page('phone');
  await page.goto(shop.url('/'));
  await setArea(page, pincode);
  return page;
}

/** The words of one option's radio on the product page (its price, "unavailable", "Only N left"). */
const optionText = (page: Page, label: string) =>
  page.locator('label.option').filter({ hasText: label }).innerText();

async function openProduct(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(shop.url(`/${slug}`));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Pays the checkout's order on the sandbox payment page and waits for it to be confirmed. */
async function payAtSandbox(page: Page): Promise<void> {
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByTestId('order-confirmed').waitFor();
}

describe('stock per hub', () => {
  it('shows one option in stock, “Only 2 left” and sold out to shoppers in three areas, each as its hub counts it', async () => {
    const admin = await staffApi(shop.baseUrl);
    const hubs = await hubsBySlug(admin);
    const chops = await productOption(shop.baseUrl, 'mutton-chops', '500 g');
    await setStock(admin, hubs.koramangala!.HubId, chops, 40);
    await setStock(admin, hubs['jp-nagar']!.HubId, chops, 2);
    await setStock(admin, hubs['cv-raman-nagar']!.HubId, chops, 0);

    const inKoramangala = await shopperIn(AREA.koramangala);
    await openProduct(inKoramangala, 'mutton-chops', chops.ProductName);
    await expect.poll(() => optionText(inKoramangala, '500 g')).toMatch(/₹/);
    expect(await optionText(inKoramangala, '500 g')).not.toMatch(/Only|unavailable/);
    await inKoramangala.getByRole('radio', { name: /^500 g/ }).check();
    expect(await inKoramangala.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);

    const inJpNagar = await shopperIn(AREA.jpNagar);
    await openProduct(inJpNagar, 'mutton-chops', chops.ProductName);
    // In the radio's name too, so a screen reader hears it with the option.
    const fewLeft = inJpNagar.getByRole('radio', { name: /^500 g.*Only 2 left/ });
    await fewLeft.waitFor();
    await fewLeft.check();
    expect(await inJpNagar.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    await screenshot(inJpNagar, 'hubs-only-2-left-phone');

    const inCvRamanNagar = await shopperIn(AREA.cvRamanNagar);
    await openProduct(inCvRamanNagar, 'mutton-chops', chops.ProductName);
    await expect.poll(() => optionText(inCvRamanNagar, '500 g')).toContain('unavailable');
    await inCvRamanNagar.getByRole('radio', { name: /^500 g/ }).check();
    expect(await inCvRamanNagar.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(
      true,
    );
    await inCvRamanNagar
      .getByTestId('stock-alert')
      .getByRole('link', { name: 'Notify me' })
      .waitFor();
    await screenshot(inCvRamanNagar, 'hubs-sold-out-phone');

    // The Koramangala shopper moves to C V Raman Nagar: the open page asks that hub, without a reload.
    await setArea(inKoramangala, AREA.cvRamanNagar);
    await expect.poll(() => optionText(inKoramangala, '500 g')).toContain('unavailable');
    expect(await inKoramangala.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(
      true,
    );
  });

  it('lets a shopper take a hub’s last unit and refuses the next one at checkout, naming the product', async () => {
    const admin = await staffApi(shop.baseUrl);
    const jpNagar = (await hubsBySlug(admin))['jp-nagar']!;
    const lamb = await productOption(shop.baseUrl, 'lamb-curry-cut', '250 g');
    await setStock(admin, jpNagar.HubId, lamb, 1);

    // Both reach checkout to an address in J P Nagar while the one unit is there: both bills are given.
    const first = await shop.page('phone');
    await addProduct(first, shop.baseUrl, 'lamb-curry-cut');
    await signIn(first, shop.baseUrl);
    await reachCheckoutAt(first, shop.baseUrl, { pincode: AREA.jpNagar, street: JP_NAGAR_STREET });
    const next = await shop.page('phone');
    await addProduct(next, shop.baseUrl, 'lamb-curry-cut');
    await signIn(next, shop.baseUrl);
    await reachCheckoutAt(next, shop.baseUrl, { pincode: AREA.jpNagar, street: JP_NAGAR_STREET });

    await payAtSandbox(first);
    expect(await stockLevel(admin, jpNagar.HubId, lamb)).toMatchObject({
      OnHand: 1,
      Reserved: 1,
      Available: 0,
    });

    await next.getByTestId('pay-button').click();
    const refusal = next.getByTestId('unavailable-items');
    await refusal.waitFor();
    expect(await refusal.locator('strong').innerText()).toBe(`${lamb.ProductName} is sold out`);
    expect(await refusal.getByRole('listitem').allInnerTexts()).toEqual([lamb.ProductName]);
    await screenshot(next, 'hubs-checkout-sold-out-phone');
    expect((await ordersOnServer(shop.baseUrl, await tokenOf(next))).CountTotalOrders).toBe(0);
    // Never oversold: the hub still has the one unit, held by the first shopper's order.
    expect(await stockLevel(admin, jpNagar.HubId, lamb)).toMatchObject({
      OnHand: 1,
      Reserved: 1,
      Available: 0,
    });
  });
});

/** An admin adds a packer in the console's Staff screen and makes J P Nagar their one hub. */
async function addJpNagarPacker(): Promise<{ email: string; password: string }> {
  const admin = await shop.page('desktop');
  await consoleSignIn(admin, shop.baseUrl, SANDBOX_ADMIN);
  await openConsoleScreen(admin, 'Staff');
  const who = { email: `jp-packer-${Date.now()}@sandbox.test`, password: 'jaya-packs-1' };
  await admin.getByLabel('Name').fill('Jaya Packer');
  await admin.getByLabel('Email').fill(who.email);
  await admin.getByLabel('Role').selectOption('packer');
  await admin.getByLabel('Password (at least 10 characters)').fill(who.password);
  await admin.getByRole('button', { name: 'Save member' }).click();
  await admin.getByRole('status').filter({ hasText: 'Jaya Packer is saved.' }).waitFor();
  const member = admin.getByTestId('staff-member').filter({ hasText: who.email });
  const hubs = member.getByRole('group', { name: 'Hubs Jaya Packer works at' });
  await hubs.getByRole('checkbox', { name: 'Koramangala' }).uncheck();
  await hubs.getByRole('checkbox', { name: 'J P Nagar' }).check();
  await hubs.getByRole('button', { name: 'Save the hubs of Jaya Packer' }).click();
  await admin
    .getByRole('status')
    .filter({ hasText: 'The hubs of Jaya Packer are saved.' })
    .waitFor();
  await screenshot(admin, 'hubs-staff-hubs-desktop');
  return who;
}

describe('staff at their hubs', () => {
  it('keeps a J P Nagar order from the Koramangala packer and gives it to the J P Nagar packer', async () => {
    const jpPacker = await addJpNagarPacker();

    const shopper = await shop.page('phone');
    await addProduct(shopper, shop.baseUrl, 'chicken-curry-cut');
    await signIn(shopper, shop.baseUrl);
    await reachCheckoutAt(shopper, shop.baseUrl, {
      pincode: AREA.jpNagar,
      street: JP_NAGAR_STREET,
    });
    await payAtSandbox(shopper);
    await shopper.getByRole('link', { name: 'View order' }).click();
    await shopper.getByTestId('order-status').waitFor();
    const orderId = Number(new URL(shopper.url()).pathname.split('/').pop());
    const { OrderDetails } = (await (
      await fetch(shop.url(`/v1/order-details?orderId=${orderId}`), {
        headers: { authorization: `Bearer ${await tokenOf(shopper)}` },
      })
    ).json()) as { OrderDetails: { OrderNumber: string } };
    const { OrderNumber } = OrderDetails;

    // The sandbox packer works at Koramangala: the order is not found, and not on their board.
    const other = await shop.page('phone');
    await consoleSignIn(other, shop.baseUrl, {
      email: 'packer@sandbox.test',
      password: 'sandbox-packer-1',
    });
    await other.goto(shop.url(`/ops/order/${orderId}`));
    await other.getByRole('alert').filter({ hasText: 'Not found' }).waitFor();
    expect(await other.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    await screenshot(other, 'hubs-other-hub-order-not-found-phone');
    await other.goto(shop.url('/ops'));
    await other.getByLabel('Area (pincode)').fill(AREA.jpNagar);
    await other.getByText('No orders match these filters.').waitFor();

    // The J P Nagar packer finds it on their board, from their hub, and confirms it.
    const own = await shop.page('phone');
    await consoleSignIn(own, shop.baseUrl, jpPacker);
    const card = own.getByRole('link', { name: new RegExp(OrderNumber) });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.innerText()).toContain('Hub: J P Nagar');
    await card.click();
    await own.getByRole('heading', { level: 1, name: `Order ${OrderNumber}` }).waitFor();
    await own.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => own.getByTestId('ops-order-status').innerText()).toBe('Confirmed');
    await screenshot(own, 'hubs-own-hub-order-phone');
  });
});

/** A signed-in shopper in `pincode` with a push token, asking "Notify me" for a sold-out option; answers the token. */
async function waitingShopper(
  pincode: string,
  product: { slug: string; name: string; option: string },
): Promise<{ page: Page; pushToken: string }> {
  const page = await shop.page('phone');
  await signIn(page, shop.baseUrl);
  const pushToken = `e2e-hub-restock-${pincode}-${Date.now()}`;
  await savePushToken(page, shop.baseUrl, pushToken);
  await setArea(page, pincode);
  await openProduct(page, product.slug, product.name);
  // A sold-out default is not chosen for the shopper (the first available option is): they choose it.
  await page.getByRole('radio', { name: new RegExp(`^${product.option}`) }).check();
  const panel = page.getByTestId('stock-alert');
  await panel
    .getByText(`${product.option} is sold out. We'll send you a notification when it's back.`)
    .waitFor();
  await panel.getByRole('button', { name: 'Notify me' }).click();
  await panel.getByText("We'll let you know when it's back.").waitFor();
  return { page, pushToken };
}

describe('back in stock at a hub', () => {
  it('pushes to the shopper waiting at the hub where an admin receives the option in the Stock screen, not to one waiting at another hub', async () => {
    const api = await staffApi(shop.baseUrl);
    const hubs = await hubsBySlug(api);
    const liver = await productOption(shop.baseUrl, 'mutton-liver', '250 g');
    await setStock(api, hubs['cv-raman-nagar']!.HubId, liver, 0);
    await setStock(api, hubs['jp-nagar']!.HubId, liver, 0);
    const product = { slug: 'mutton-liver', name: liver.ProductName, option: '250 g' };
    const there = await waitingShopper(AREA.cvRamanNagar, product);
    const elsewhere = await waitingShopper(AREA.jpNagar, product);

    const admin = await shop.page('desktop');
    await consoleSignIn(admin, shop.baseUrl, SANDBOX_ADMIN);
    await openConsoleScreen(admin, 'Stock');
    await admin.getByLabel('Hub', { exact: true }).selectOption({ label: 'C V Raman Nagar' });
    await admin.getByLabel('Search products').fill(liver.ProductName);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const what = `${liver.ProductName} (Weight: 250 g) at C V Raman Nagar`;
    await admin.getByRole('button', { name: `Receive ${what}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Receive ${what}` });
    await dialog.getByLabel('Units', { exact: true }).fill('6');
    await dialog.getByRole('button', { name: 'Receive units' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `${what}: now 6 on hand, 6 available.` })
      .waitFor();
    await screenshot(admin, 'hubs-stock-received-desktop');

    // The open page in C V Raman Nagar sees it back; the sandbox sender recorded the push for its device.
    await expect
      .poll(() => there.page.getByTestId('stock-alert').innerText(), LIVE)
      .toBe('Good news: 250 g is back in stock.');
    const viewer = await shop.context().newPage();
    await expect
      .poll(async () => await recordedPushes(viewer, shop.baseUrl, there.pushToken), LIVE)
      .toEqual([
        {
          title: 'Back in stock',
          body: `${liver.ProductName} (250 g) is back in stock. Order it before it sells out again.`,
          link: `/mutton-liver?option=${liver.RowId}`,
        },
      ]);
    // J P Nagar still has none: its shopper is told nothing and still sees it sold out.
    expect(await recordedPushes(viewer, shop.baseUrl, elsewhere.pushToken)).toEqual([]);
    await elsewhere.page.reload();
    await elsewhere.page.getByRole('radio', { name: /^250 g/ }).check();
    await elsewhere.page.getByText("We'll let you know when it's back.").waitFor();
    expect(await optionText(elsewhere.page, '250 g')).toContain('unavailable');
  });
});
