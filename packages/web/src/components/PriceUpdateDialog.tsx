/** 'Product Updates Detected' with the variant the price check chose (prices updated, items removed, or both). */
import { useSnapshot } from 'valtio';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { closePriceNotice, priceNotice } from '../state/priceNotice';

/** reviewCartLabel: the button's text, from the screen's messages. */
export function PriceUpdateDialog({ reviewCartLabel }: { reviewCartLabel: string }) {
  const { open, title, description } = useSnapshot(priceNotice);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={closePriceNotice}
      actions={
        <Button data-autofocus onClick={closePriceNotice}>
          {reviewCartLabel}
        </Button>
      }
    >
      <p>{description}</p>
    </Dialog>
  );
}
