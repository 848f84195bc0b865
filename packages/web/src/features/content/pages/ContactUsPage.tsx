/** Contact us: phone, email and address from the store configs (loaded here when start-up could not). */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../../components/LoadFailed';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/content';
import { general } from '../../../state/general';
import { contentLoads, loadStoreConfigs } from '../store';
import '../content.css';

export default function ContactUsPage() {
  const { storeConfigs } = useSnapshot(general.state);
  const { loading, error } = useSnapshot(contentLoads).storeConfigs;
  useEffect(() => {
    void loadStoreConfigs();
  }, []);
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
      ) : error && !loading ? (
        <LoadFailed error={error} onRetry={() => void loadStoreConfigs()} />
      ) : (
        <Spinner />
      )}
    </Page>
  );
}
