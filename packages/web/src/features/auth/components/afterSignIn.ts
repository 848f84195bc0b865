/** Where a shopper goes after signing in: ?next= when it is a path of this app, else the cart or home. */
import { cart } from '../../cart/store/cart';

export function afterSignInPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next && next.startsWith('/') && !next.startsWith('//')) return next;
  return cart.items.length > 0 ? '/cart' : '/';
}
