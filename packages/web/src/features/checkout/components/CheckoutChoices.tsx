/** The checkout form's choices: where it goes, how it is delivered (and when), and how it is paid. */
import { useId } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { AddressCard } from '../../../components/AddressCard';
import { Choice, ChoiceList } from '../../../components/ChoiceList';
import { formatPaise } from '../../../lib/money';
import { messages as addressMessages } from '../../../messages/addresses';
import { messages } from '../../../messages/checkout';
import { orderData } from '../../../state/orderData';
import { orderProcess } from '../../../state/orderProcess';
import { checkout } from '../store/checkout';
import { methodDeliveryAmount } from './deliveryAmounts';
import { SlotPicker } from './SlotPicker';

export function AddressSection() {
  const { selectedAddress } = useSnapshot(orderProcess.state);
  const id = useId();
  return (
    <section className="card checkout-section" aria-labelledby={`${id}-address`}>
      <div className="list-card-head">
        <h2 id={`${id}-address`} className="section-title">
          {messages.checkout.address}
        </h2>
        <Link href="/address/list/1" className="btn btn-ghost btn-sm">
          {selectedAddress ? messages.checkout.changeAddress : messages.checkout.addAddress}
        </Link>
      </div>
      {selectedAddress ? (
        <ul className="plain-list">
          <AddressCard item={selectedAddress} texts={addressMessages.address} />
        </ul>
      ) : (
        <>
          <p className="muted">{messages.checkout.noAddress}</p>
          <Link href="/address/new/1" className="btn btn-secondary btn-md">
            {messages.checkout.addAddress}
          </Link>
        </>
      )}
    </section>
  );
}

function DeliveryAmount({ amount }: { amount: number }) {
  return <>{amount === 0 ? messages.checkout.free : formatPaise(amount)}</>;
}

export function DeliveryMethodSection() {
  const view = useSnapshot(checkout);
  const { deliveryMethods } = useSnapshot(orderData.state);
  const bill = view.bill?.Bill;
  return (
    <fieldset className="card checkout-section">
      <legend className="section-title">{messages.checkout.deliveryMethod}</legend>
      <ChoiceList
        name="delivery"
        selected={view.deliveryMethodId}
        onSelect={(key) => {
          checkout.deliveryMethodId = key;
        }}
        options={deliveryMethods.map((method) => ({
          key: method.DeliveryMethodId,
          label: (
            <>
              <strong>{method.Name}</strong> ·{' '}
              <DeliveryAmount amount={methodDeliveryAmount(method, bill)} />
              <span className="muted small" style={{ display: 'block' }}>
                {method.Description}
              </span>
            </>
          ),
        }))}
      />
      <SlotPicker />
    </fieldset>
  );
}

export function PaymentMethodSection() {
  const view = useSnapshot(checkout);
  const { paymentMethods } = useSnapshot(orderData.state);
  return (
    <fieldset className="card checkout-section">
      <legend className="section-title">{messages.checkout.paymentMethod}</legend>
      <ChoiceList
        name="payment"
        selected={view.paymentMethodId}
        onSelect={(key) => {
          checkout.paymentMethodId = key;
        }}
        options={paymentMethods.map((method) => ({
          key: method.PaymentMethodId,
          label: (
            <>
              <strong>{method.Name}</strong>
              <span className="muted small" style={{ display: 'block' }}>
                {method.Description}
              </span>
            </>
          ),
        }))}
      />
      <Choice
        label={messages.checkout.useWallet(formatPaise(view.bill?.WalletBalance ?? 0))}
        checked={view.useWallet}
        onChange={(event) => {
          checkout.useWallet = event.target.checked;
        }}
      />
    </fieldset>
  );
}
