/** The side drawer: account and store links. Closed by back, the overlay, Escape or its close button. */
import { useRef } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon } from '../../components/Icon';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useFocusTrap } from '../../components/useFocusTrap';
import { brand } from '../../lib/brand';
import { openInstall } from '../../lib/dialogs';
import { crossFeature } from '../../lib/crossFeature';
import { closeDrawer, drawer } from '../../lib/drawer';
import { isSignedIn, session } from '../../lib/session';
import { messages } from '../../messages/auth';
import { general } from '../../state/general';

type DrawerLink = { href: string; label: string };

/** The account's pages. */
const accountLinks = (): DrawerLink[] => [
  { href: '/order/history', label: messages.nav.orders },
  { href: '/user/address', label: messages.nav.addresses },
  { href: '/user/wallet', label: messages.nav.wallet },
  { href: '/refund', label: messages.nav.refunds },
  { href: '/user/profile', label: messages.nav.profile },
  { href: '/settings', label: messages.nav.settings },
];

/** The store's pages (About us only when the store has one). */
const storeLinks = (isAboutUsEnabled: boolean): DrawerLink[] => [
  { href: '/categories', label: messages.nav.categories },
  ...(isAboutUsEnabled ? [{ href: '/about-us', label: messages.nav.aboutUs }] : []),
  { href: '/contact-us', label: messages.nav.contactUs },
  { href: '/privacy-policy', label: messages.nav.privacyPolicy },
  { href: '/terms-and-conditions', label: messages.nav.terms },
];

/** A list of links; following one closes the drawer in place of its history entry. */
function DrawerLinks({ label, links }: { label: string; links: DrawerLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="drawer-list">
        {links.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              replace
              onClick={() => closeDrawer(true)}
              className="drawer-link"
            >
              <span>{item.label}</span>
              <Icon name="chevron" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DrawerHead({ name }: { name: string }) {
  return (
    <div className="drawer-head">
      <span className="brand-name">{name}</span>
      <button
        type="button"
        className="icon-btn"
        aria-label={messages.nav.closeMenu}
        onClick={() => closeDrawer()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/** The drawer's panel; its code loads the first time the drawer opens (Shell renders it lazily). */
export default function Drawer() {
  const { open } = useSnapshot(drawer);
  const { name } = useSnapshot(brand);
  const signedIn = isSignedIn(useSnapshot(session));
  const { isAboutUsEnabled } = useSnapshot(general.state);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, () => closeDrawer());
  if (!open) return null;

  return (
    <div
      className="drawer-overlay"
      data-testid="drawer-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeDrawer();
      }}
    >
      <div
        ref={panel}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={messages.nav.menu}
        tabIndex={-1}
      >
        <DrawerHead name={name} />
        {signedIn ? null : (
          <Link
            href="/login"
            replace
            onClick={() => closeDrawer(true)}
            className="btn btn-primary btn-md btn-block"
          >
            {messages.nav.signIn}
          </Link>
        )}
        <DrawerLinks label={messages.nav.account} links={accountLinks()} />
        {signedIn ? (
          <button
            type="button"
            className="btn btn-ghost btn-md btn-block"
            onClick={() => {
              closeDrawer();
              // Sign-out through the login service (its chunk loads on demand).
              void crossFeature.logout();
            }}
          >
            {messages.auth.logout}
          </button>
        ) : null}
        <DrawerLinks label={messages.nav.footerNavigation} links={storeLinks(isAboutUsEnabled)} />
        <LanguageSwitch id="drawer-language" label={messages.nav.language} />
        <button
          type="button"
          className="btn btn-secondary btn-md btn-block"
          onClick={() => {
            closeDrawer();
            openInstall();
          }}
        >
          <Icon name="download" size={18} /> {messages.nav.installApp}
        </button>
        {__BUILD_ID__ ? (
          <p className="muted small" data-testid="build-id">
            {messages.app.version(__BUILD_ID__)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
