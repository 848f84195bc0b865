/** /user/address/:isParamPassed?: the shopper's saved addresses (edit, delete, make default). */
import { Page } from '../../../components/Page';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { messages } from '../../../messages/pages';
import { AddressBook } from '../components/AddressBook';

export default function UserAddressPage({
  params,
}: {
  params: { isParamPassed?: string | undefined };
}) {
  return (
    <Page title={messages.pages.userAddress}>
      <RequireSignIn>
        <AddressBook mode="manage" fromCheckout={params.isParamPassed === '1'} />
      </RequireSignIn>
    </Page>
  );
}
