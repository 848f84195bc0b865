/** Contact us: phone, email and address from the store configs. */
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/catalog';
import { general } from '../../config/store/general';

export default function ContactUsPage() {
  const { storeConfigs } = useSnapshot(general.state);
  return (
    <Page title={messages.content.contactUs}>
      {storeConfigs ? (
        <dl className="card contact-list">
          <div>
            <dt>{messages.content.phone}</dt>
            <dd>
              <a href={`tel:${storeConfigs.supportPhone.replace(/\s+/g, '')}`}>
                {storeConfigs.supportPhone}
              </a>
            </dd>
          </div>
          <div>
            <dt>{messages.content.email}</dt>
            <dd>
              <a href={`mailto:${storeConfigs.supportEmail}`}>{storeConfigs.supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{messages.content.address}</dt>
            <dd>{storeConfigs.storeAddress}</dd>
          </div>
        </dl>
      ) : (
        <Spinner />
      )}
    </Page>
  );
}
