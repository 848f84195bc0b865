/**
 * The saved addresses with their actions: on /user/address edit, delete and make default; on
 * /address/list choose one for delivery (back to checkout when the route says it came from there).
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot, type Snapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/addresses';
import { orderProcess } from '../../../state/orderProcess';
import { address, selectAddress, setAddressToUpdate } from '../../../state/address';
import { deleteAddress, loadAddresses, setDefaultAddress } from '../../../state/addressCalls';
import { AddressCard } from '../../../components/AddressCard';
import { LoadFailed, StaleNote } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';
import '../../../styles/screens.css';

type SavedAddress = NonNullable<
  Snapshot<typeof address.state>['addressList']
>['AddressList'][number];

/** A saved address's buttons: deliver here (choosing), edit, make default, and remove (managing). */
function AddressActions({
  item,
  mode,
  fromCheckout,
}: {
  item: SavedAddress;
  mode: 'manage' | 'choose';
  fromCheckout: boolean;
}) {
  const { selectedAddress } = useSnapshot(orderProcess.state);
  const [, navigate] = useLocation();
  const selected = selectedAddress?.AddressId === item.AddressId;
  return (
    <>
      {mode === 'choose' ? (
        <Button
          size="sm"
          variant={selected ? 'secondary' : 'primary'}
          aria-pressed={selected}
          onClick={() => {
            selectAddress({ ...item });
            if (fromCheckout) navigate('/order/checkout');
          }}
        >
          {selected ? messages.address.selected : messages.address.deliverHere}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setAddressToUpdate(item.AddressId);
          navigate(`/address/update/${fromCheckout ? '1' : '0'}`);
        }}
      >
        {messages.address.edit}
      </Button>
      {item.IsDefault === 1 ? null : (
        <Button size="sm" variant="ghost" onClick={() => void setDefaultAddress(item.AddressId)}>
          {messages.address.setDefault}
        </Button>
      )}
      {mode === 'manage' ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (confirm(messages.address.removeConfirm)) void deleteAddress(item.AddressId);
          }}
        >
          {messages.address.remove}
        </Button>
      ) : null}
    </>
  );
}

export function AddressBook({
  mode,
  fromCheckout,
}: {
  mode: 'manage' | 'choose';
  fromCheckout: boolean;
}) {
  const { addressList, listRead } = useSnapshot(address.state);
  const suffix = fromCheckout ? '/1' : '';

  useEffect(() => {
    void loadAddresses();
  }, []);
  useOnBackOnline(() => {
    if (address.state.listRead.error) void loadAddresses();
  });
  const retry = () => void loadAddresses();

  const list = addressList?.AddressList ?? [];
  return (
    <div className="form">
      <Link href={`/address/new${suffix}`} className="btn btn-secondary btn-md">
        {messages.address.add}
      </Link>
      {addressList ? (
        <StaleNote read={listRead} texts={messages.stale} onRetry={retry} />
      ) : listRead.error && !listRead.busy ? (
        // Never read: a failure with a retry, never 'no addresses'.
        <LoadFailed error={listRead.error} offline={messages.stale} onRetry={retry} />
      ) : (
        <Spinner />
      )}
      {addressList && list.length === 0 ? (
        <EmptyState text={addressList.Message ?? messages.address.none} />
      ) : null}
      <ul className="plain-list">
        {list.map((item) => (
          <AddressCard key={item.AddressId} item={item} texts={messages.address}>
            <AddressActions item={item} mode={mode} fromCheckout={fromCheckout} />
          </AddressCard>
        ))}
      </ul>
    </div>
  );
}
