/** 'Product Updates Detected' with the variant the price check chose (prices updated, items removed, or both). */
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { messages } from '../../../messages/checkout';
import { closePriceNotice, priceNotice } from '../store/priceNotice';

export function PriceUpdateDialog() {
  const { open, title, description } = useSnapshot(priceNotice);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={closePriceNotice}
      actions={
        <Button data-autofocus onClick={closePriceNotice}>
          {messages.cartPage.reviewCart}
        </Button>
      }
    >
      <p>{description}</p>
    </Dialog>
  );
}
