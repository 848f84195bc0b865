/** The app-wide dialogs: error, success, theme overlay, cart-added notification, install and delivery area. */
import { Suspense } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { closeCartAdded, closeError, closeInstall, closeSuccess, dialogs } from '../../lib/dialogs';
import { lazyOptional } from '../../lib/lazyOptional';
import { theme } from '../../lib/theme';
import { closeDeliveryArea, deliveryArea } from '../../state/deliveryArea';
import { messages } from '../../messages/shell';

// Loaded when opened; a chunk that cannot load (a new deploy, offline) closes the dialog rather than failing
// the app, and the next opening tries again (lazyOptional).
const InstallDialog = lazyOptional(
  () => import('./InstallDialog').then((module) => module.InstallDialog),
  closeInstall,
);
const DeliveryAreaDialog = lazyOptional(
  () => import('./DeliveryAreaDialog').then((module) => module.DeliveryAreaDialog),
  closeDeliveryArea,
);
// Rare, and never on the first page: its code loads when an operation first reports success.
const SuccessDialog = lazyOptional(
  () => import('./SuccessDialog').then((module) => module.SuccessDialog),
  closeSuccess,
);

export function ErrorDialog() {
  const { open, title, description } = useSnapshot(dialogs.error);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={messages.dialogs.errorTitle}
      onClose={closeError}
      actions={
        <Button data-autofocus onClick={closeError}>
          {messages.dialogs.close}
        </Button>
      }
    >
      <p className="error-message">{title ?? messages.dialogs.errorDefaultBody}</p>
      {description ? <p className="muted">{description}</p> : null}
    </Dialog>
  );
}

export function ThemeOverlay() {
  const { switchingTo } = useSnapshot(theme);
  if (!switchingTo) return null;
  return (
    <div className="theme-overlay" role="status" aria-live="assertive">
      <Icon name={switchingTo === 'dark' ? 'moon' : 'sun'} size={40} />
      <p>{switchingTo === 'dark' ? messages.theme.toDark : messages.theme.toLight}</p>
    </div>
  );
}

export function CartAddedNotice() {
  const { open, productName } = useSnapshot(dialogs.cartAdded);
  if (!open) return null;
  return (
    <div className="cart-added" role="status" aria-live="polite">
      <Icon name="cart" size={20} />
      <span>{messages.dialogs.cartAdded(productName)}</span>
      <Link href="/cart" className="cart-added-link" onClick={closeCartAdded}>
        {messages.dialogs.viewCart}
      </Link>
    </div>
  );
}

export function AppDialogs() {
  const install = useSnapshot(dialogs.install);
  const success = useSnapshot(dialogs.success);
  const area = useSnapshot(deliveryArea);
  return (
    <>
      <ErrorDialog />
      {success.open ? (
        <Suspense fallback={null}>
          <SuccessDialog />
        </Suspense>
      ) : null}
      <ThemeOverlay />
      <CartAddedNotice />
      {area.open ? (
        <Suspense fallback={null}>
          <DeliveryAreaDialog />
        </Suspense>
      ) : null}
      {install.open ? (
        <Suspense fallback={null}>
          <InstallDialog />
        </Suspense>
      ) : null}
    </>
  );
}
