/** Every slice and app-wide store back to its initial state (tests; a full sign-out may use it too). */
import { address } from '../state/address';
import { categories } from '../features/catalog/store/categories';
import { home } from '../features/catalog/store/home';
import { productDetails } from '../features/catalog/store/productDetails';
import { products } from '../features/catalog/store/products';
import { stockAlerts } from '../features/catalog/store/stockAlerts';
import { offers } from '../features/checkout/store/offers';
import { orderData } from '../state/orderData';
import { orderProcess } from '../state/orderProcess';
import { general } from '../state/general';
import { refunds } from '../state/refunds';
import { reviews } from '../state/reviews';
import { user } from '../state/user';
import { brand } from '../lib/brand';
import { dialogs } from '../lib/dialogs';
import { drawer } from '../lib/drawer';
import { progress } from '../lib/progress';
import { clearSession } from '../lib/session';
import { toasts } from '../lib/toast';
import { messages } from '../messages/shell';

export function resetAllState(): void {
  for (const slice of [
    general,
    home,
    categories,
    products,
    productDetails,
    stockAlerts,
    address,
    offers,
    orderProcess,
    orderData,
    refunds,
    reviews,
    user,
  ]) {
    slice.reset();
  }
  clearSession();
  brand.name = messages.app.defaultStoreName;
  drawer.open = false;
  progress.active = 0;
  toasts.items.splice(0);
  dialogs.error.open = false;
  dialogs.cartAdded.open = false;
  dialogs.install.open = false;
}
