/** The mobile bottom bar: home, categories, search, cart and the profile view (opens the drawer). */
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon, type IconName } from '../../components/Icon';
import { openDrawer } from '../../lib/drawer';
import { messages } from '../../messages/shell';
import { cart, cartCount } from '../../state/cart';

export function BottomBar() {
  const [location] = useLocation();
  const { items } = useSnapshot(cart);
  const count = cartCount(items);
  const links: { href: string; label: string; icon: IconName; aria?: string }[] = [
    { href: '/', label: messages.nav.home, icon: 'home' },
    { href: '/categories', label: messages.nav.categories, icon: 'grid' },
    { href: '/search', label: messages.nav.search, icon: 'search' },
    { href: '/cart', label: messages.nav.cart, icon: 'cart', aria: messages.nav.cartLabel(count) },
  ];
  return (
    <nav className="bottom-bar" aria-label={messages.nav.mainNavigation}>
      {links.map((link) => (
        // Each tab in a cell of its own, the cart's count beside its link rather than in it: the link's
        // visible text is then its label alone, which its accessible name starts with.
        <div key={link.href} className="bottom-cell">
          <Link
            href={link.href}
            className="bottom-link"
            aria-current={location === link.href ? 'page' : undefined}
            aria-label={link.aria}
          >
            <Icon name={link.icon} />
            <span>{link.label}</span>
          </Link>
          {link.icon === 'cart' && count > 0 ? (
            <span className="badge" aria-hidden="true">
              {count}
            </span>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        className="bottom-link"
        onClick={openDrawer}
        aria-haspopup="dialog"
        data-testid="profile-view"
      >
        <Icon name="user" />
        <span>{messages.nav.account}</span>
      </button>
    </nav>
  );
}
