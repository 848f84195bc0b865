/** About us: shown only when the server says it is enabled (/get-about-us-status); otherwise not found. */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../../components/LoadFailed';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/content';
import { general } from '../../../state/general';
import { contentLoads, loadAboutUsStatus } from '../store';
import { ContentPage } from './ContentPage';
import NotFoundPage from '../../../components/NotFoundPage';

export default function AboutUsPage() {
  const { isAboutUsEnabled } = useSnapshot(general.state);
  const { loading, error } = useSnapshot(contentLoads).aboutUsStatus;
  const [checked, setChecked] = useState(isAboutUsEnabled);
  const check = () => void loadAboutUsStatus().then(setChecked);
  useEffect(() => {
    if (!checked) check();
    // Once, on opening; a failed check is tried again from its retry button.
  }, []);
  if (!checked) {
    return error && !loading ? (
      <Page title={messages.content.aboutUs}>
        <LoadFailed error={error} onRetry={check} />
      </Page>
    ) : (
      <Spinner />
    );
  }
  if (!isAboutUsEnabled) return <NotFoundPage />;
  return <ContentPage title={messages.content.aboutUs} contentKey="aboutUsContent" />;
}
