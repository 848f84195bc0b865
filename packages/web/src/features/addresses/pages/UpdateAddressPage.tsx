/**
 * /address/update/:isParamPassed: edits the address set as addressIdToUpdateAddress (the route exists only
 * while it is set); saving clears it.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/addresses';
import { AddressEditor } from '../components/AddressEditor';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOnBackOnline } from '../../../state/reads';
import { address, clearAddressToUpdate } from '../../../state/address';
import { loadAddresses, updateAddress } from '../../../state/addressCalls';
import '../../../styles/screens.css';

export default function UpdateAddressPage({
  params,
}: {
  params: { isParamPassed?: string | undefined };
}) {
  const { addressIdToUpdateAddress, addressList, listRead } = useSnapshot(address.state);
  const [, navigate] = useLocation();
  const fromCheckout = params.isParamPassed === '1';
  const current = addressList?.AddressList.find(
    (item) => item.AddressId === addressIdToUpdateAddress,
  );

  useEffect(() => {
    if (!address.state.addressList) void loadAddresses();
  }, []);
  useOnBackOnline(() => {
    if (!address.state.addressList) void loadAddresses();
  });

  return (
    <Page title={messages.pages.updateAddress}>
      <RequireSignIn>
        {current && addressIdToUpdateAddress !== undefined ? (
          <AddressEditor
            initial={{ ...current }}
            submitLabel={messages.address.update}
            onSubmit={async (input) => {
              const saved = await updateAddress(addressIdToUpdateAddress, input);
              if (!saved) return false;
              toast(messages.address.saved, 'success');
              navigate(fromCheckout ? '/address/list/1' : '/user/address', { replace: true });
              // The edit is over: the update route is unregistered again.
              clearAddressToUpdate();
              return true;
            }}
          />
        ) : !addressList && listRead.error && !listRead.busy ? (
          // The list to edit from could not be read: a failure with a retry, never an endless spinner.
          <LoadFailed
            error={listRead.error}
            offline={messages.stale}
            onRetry={() => void loadAddresses()}
          />
        ) : (
          <Spinner />
        )}
      </RequireSignIn>
    </Page>
  );
}
