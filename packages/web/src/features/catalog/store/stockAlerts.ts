/**
 * "Notify me" for a sold-out product option (docs/api.md, "Back in stock"): the signed-in shopper's alerts
 * for a product, keyed by shopper and product (so another shopper signing in on this device never sees
 * them). Their reply also says what can be bought now, and it is never cached, unlike the product details
 * (public, kept by the browser for a few seconds): the cached details take that availability, so the page
 * shows an option that came back at once.
 */
import { withApi } from '../../../lib/api';
import { describeFailure, type ErrorDescription } from '../../../lib/errors';
import { deliveryArea } from '../../../state/deliveryArea';
import { productDetails } from './productDetails';
import { alertsKeyOf, stockAlerts, type StockAlerts } from './stockAlertsState';

export { alertsKeyOf, stockAlerts, type StockAlerts };

export type StockAlert = StockAlerts['StockAlerts'][number];

/** The serving hub, when the area check named one (else the server answers for its main hub). */
const atHub = () => (deliveryArea.hub ? { hub: deliveryArea.hub } : {});

/** The cached details of the product take the availability of the alerts' reply. */
function applyAvailability(reply: StockAlerts): void {
  const available = new Map(reply.Options.map((option) => [option.RowId, option.IsAvailable]));
  for (const details of Object.values(productDetails.state.ProductDetails)) {
    if (details.ProductId !== reply.ProductId) continue;
    details.IsAvailable = reply.IsAvailable;
    for (const group of details.ProductConfig)
      for (const row of group.Options)
        row.IsAvailable = available.get(row.RowId) ?? row.IsAvailable;
  }
}

function remember(productId: number, reply: StockAlerts): void {
  const key = alertsKeyOf(productId);
  if (!key) return;
  stockAlerts.state.byProduct[key] = reply;
  applyAvailability(reply);
}

/** The shopper's alerts for the product (and its availability now); quiet when it fails. */
export async function loadStockAlerts(productId: number): Promise<void> {
  if (!alertsKeyOf(productId)) return;
  try {
    remember(productId, await withApi((api) => api.restock.alerts({ productId, ...atHub() })));
  } catch {
    // Not known now: the page keeps offering "Notify me"; a later look tries again.
  }
}

export type AlertResult = { ok: true } | { ok: false; error: ErrorDescription };

function withAlert(productId: number, alert: StockAlert | undefined, optionKey: string): void {
  const key = alertsKeyOf(productId);
  const known = key ? stockAlerts.state.byProduct[key] : undefined;
  if (!known) return;
  const others = known.StockAlerts.filter((entry) => entry.OptionKey !== optionKey);
  known.StockAlerts = alert ? [...others, alert] : others;
}

/**
 * Asks to be told when the option comes back. Refused because it can be bought now (409), the alerts are
 * read again, so the page shows it available.
 */
export async function notifyWhenAvailable(
  productId: number,
  configPriceIds: number[],
): Promise<AlertResult> {
  try {
    const reply = await withApi((api) =>
      api.restock.notifyWhenAvailable({ productId, configPriceIds, ...atHub() }),
    );
    withAlert(productId, reply.StockAlert, reply.StockAlert.OptionKey);
    return { ok: true };
  } catch (error) {
    const described = await describeFailure(error);
    if (described.status === 409) await loadStockAlerts(productId);
    return { ok: false, error: described };
  }
}

/** Withdraws the alert for the option. */
export async function cancelStockAlert(
  productId: number,
  configPriceIds: number[],
  optionKey: string,
): Promise<AlertResult> {
  try {
    await withApi((api) => api.restock.cancel({ productId, configPriceIds, ...atHub() }));
    withAlert(productId, undefined, optionKey);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: await describeFailure(error) };
  }
}
