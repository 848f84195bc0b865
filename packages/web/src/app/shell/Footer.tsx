/** The desktop footer: store details from the store configs and links to the content pages. */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { brand } from '../../lib/brand';
import { openInstall } from '../../lib/dialogs';
import { messages } from '../../messages/shell';
import { general } from '../../state/general';

export function Footer() {
  const { name } = useSnapshot(brand);
  const { storeConfigs, isAboutUsEnabled } = useSnapshot(general.state);
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <div>
          <p className="footer-brand">{name}</p>
          <p className="muted">{messages.app.tagline}</p>
          {storeConfigs ? <p className="muted">{storeConfigs.storeAddress}</p> : null}
        </div>
        <nav aria-label={messages.nav.footerNavigation} className="footer-links">
          {isAboutUsEnabled ? <Link href="/about-us">{messages.nav.aboutUs}</Link> : null}
          <Link href="/contact-us">{messages.nav.contactUs}</Link>
          <Link href="/privacy-policy">{messages.nav.privacyPolicy}</Link>
          <Link href="/terms-and-conditions">{messages.nav.terms}</Link>
          <button type="button" className="link-btn" onClick={openInstall}>
            {messages.nav.installApp}
          </button>
        </nav>
      </div>
    </footer>
  );
}
