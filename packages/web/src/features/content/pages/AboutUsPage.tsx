/** About us: shown only when the server says it is enabled (/get-about-us-status); otherwise not found. */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/catalog';
import { general } from '../../config/store/general';
import { loadAboutUsStatus } from '../store';
import { ContentPage } from './ContentPage';
import NotFoundPage from './NotFoundPage';

export default function AboutUsPage() {
  const { isAboutUsEnabled } = useSnapshot(general.state);
  const [checked, setChecked] = useState(isAboutUsEnabled);
  useEffect(() => {
    if (checked) return;
    void loadAboutUsStatus().then(() => setChecked(true));
  }, [checked]);
  if (!checked) return <Spinner />;
  if (!isAboutUsEnabled) return <NotFoundPage />;
  return <ContentPage title={messages.content.aboutUs} contentKey="aboutUsContent" />;
}
