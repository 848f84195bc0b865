/** /address/new/:isParamPassed?: a new address; from checkout ('1') it becomes the delivery address. */
import { useLocation } from 'wouter';
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { toast } from '../../../lib/toast';
import { messages } from '../../../messages/addresses';
import { AddressEditor } from '../components/AddressEditor';
import { selectAddress } from '../../../state/address';
import { addAddress } from '../../../state/addressCalls';
import '../../../styles/screens.css';

export default function NewAddressPage({
  params,
}: {
  params: { isParamPassed?: string | undefined };
}) {
  const [, navigate] = useLocation();
  const fromCheckout = params.isParamPassed === '1';
  return (
    <Page title={messages.pages.newAddress}>
      <RequireSignIn>
        <AddressEditor
          submitLabel={messages.address.save}
          onSubmit={async (input) => {
            const saved = await addAddress(input);
            if (!saved) return false;
            toast(messages.address.saved, 'success');
            if (fromCheckout) {
              selectAddress(saved);
              navigate('/order/checkout', { replace: true });
            } else {
              navigate('/user/address', { replace: true });
            }
            return true;
          }}
        />
      </RequireSignIn>
    </Page>
  );
}
