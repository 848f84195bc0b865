/** /address/list/:isParamPassed?: choose the delivery address ('1': came from checkout, go back there). */
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { messages } from '../../../messages/pages';
import { AddressBook } from '../components/AddressBook';

export default function AddressListPage({
  params,
}: {
  params: { isParamPassed?: string | undefined };
}) {
  return (
    <Page title={messages.pages.addressList}>
      <RequireSignIn>
        <AddressBook mode="choose" fromCheckout={params.isParamPassed === '1'} />
      </RequireSignIn>
    </Page>
  );
}
