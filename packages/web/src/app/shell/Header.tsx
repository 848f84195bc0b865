/** The header: a compact mobile variant and a desktop variant with inline navigation and search. */
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon } from '../../components/Icon';
import { brand } from '../../lib/brand';
import { openDrawer } from '../../lib/drawer';
import { theme, toggleTheme } from '../../lib/theme';
import { messages } from '../../messages/shell';
import { cart, cartCount } from '../../state/cart';
import { deliveryArea, openDeliveryArea } from '../../state/deliveryArea';
import { orderProcess } from '../../state/orderProcess';
import { Logo } from './Logo';

function CartLink() {
  const { items } = useSnapshot(cart);
  const count = cartCount(items);
  return (
    <Link href="/cart" className="icon-btn cart-link" aria-label={messages.nav.cartLabel(count)}>
      <Icon name="cart" />
      {count > 0 ? (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function ThemeToggle() {
  const { current } = useSnapshot(theme);
  const label = current === 'dark' ? messages.theme.useLight : messages.theme.useDark;
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      <Icon name={current === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

/** Opens the side drawer (spec section 2: from the toggler or the desktop menu toggler). */
function MenuToggler({ testId }: { testId: string }) {
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={messages.nav.openMenu}
      aria-haspopup="dialog"
      onClick={openDrawer}
      data-testid={testId}
    >
      <Icon name="menu" />
    </button>
  );
}

function BrandLink({ name }: { name: string }) {
  return (
    <Link href="/" className="brand" aria-label={`${name}, ${messages.nav.home}`}>
      <Logo />
      <span className="brand-name">{name}</span>
    </Link>
  );
}

/** Where the shopper gets delivery: the selected address's pincode, else the one they checked. */
function DeliveryAreaButton() {
  const { pincode, serviceable } = useSnapshot(deliveryArea);
  const selected = useSnapshot(orderProcess.state).selectedAddress?.postalCode;
  const shown = selected ?? pincode;
  return (
    <button
      type="button"
      className={
        serviceable === false && !selected ? 'icon-btn area-btn area-btn-no' : 'icon-btn area-btn'
      }
      aria-label={shown ? messages.nav.deliveringTo(shown) : messages.nav.checkDelivery}
      aria-haspopup="dialog"
      onClick={openDeliveryArea}
      data-testid="delivery-area"
    >
      <Icon name="pin" />
      {shown ? <span className="area-pincode">{shown}</span> : null}
    </button>
  );
}

export function Header({ desktop }: { desktop: boolean }) {
  const { name } = useSnapshot(brand);
  const [location] = useLocation();
  if (!desktop) {
    return (
      <header className="header header-mobile">
        <MenuToggler testId="drawer-toggler" />
        <BrandLink name={name} />
        <div className="header-actions">
          <DeliveryAreaButton />
          <Link href="/search" className="icon-btn" aria-label={messages.nav.search}>
            <Icon name="search" />
          </Link>
          <ThemeToggle />
          <CartLink />
        </div>
      </header>
    );
  }
  const nav = [
    { href: '/', label: messages.nav.home },
    { href: '/categories', label: messages.nav.categories },
    { href: '/order/history', label: messages.nav.orders },
  ];
  return (
    <header className="header header-desktop">
      <div className="header-inner container">
        <MenuToggler testId="desktop-menu-toggler" />
        <BrandLink name={name} />
        <nav aria-label={messages.nav.mainNavigation} className="header-nav">
          {nav.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              className="header-nav-link"
              aria-current={location === item.href ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <Link href="/search" className="header-search" aria-label={messages.nav.search}>
          <Icon name="search" size={20} />
          <span>{messages.nav.searchPlaceholder}</span>
        </Link>
        <div className="header-actions">
          <DeliveryAreaButton />
          <ThemeToggle />
          <button
            type="button"
            className="icon-btn"
            aria-label={messages.nav.account}
            aria-haspopup="dialog"
            onClick={openDrawer}
            data-testid="profile-view"
          >
            <Icon name="user" />
          </button>
          <CartLink />
        </div>
      </div>
    </header>
  );
}
