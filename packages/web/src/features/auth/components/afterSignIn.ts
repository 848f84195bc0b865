/** Where a shopper goes after signing in: the page the sign-in link named (lib/signIn.ts), else the cart or home. */
import { returnPathOf } from '../../../lib/signIn';
import { cart } from '../../../state/cart';

export function afterSignInPath(search: string): string {
  return returnPathOf(search) ?? (cart.items.length > 0 ? '/cart' : '/');
}
