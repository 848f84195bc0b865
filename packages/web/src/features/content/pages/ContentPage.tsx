/** One of the plain-text content pages (privacy, terms, about us). */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { general } from '../../config/store/general';
import { PlainText } from '../components/PlainText';
import { loadContent } from '../store';

export function ContentPage({
  title,
  contentKey,
}: {
  title: string;
  contentKey: 'aboutUsContent' | 'privacyPolicyContent' | 'termsAndConditionContent';
}) {
  const content = useSnapshot(general.state)[contentKey];
  useEffect(() => {
    void loadContent(contentKey);
  }, [contentKey]);
  return (
    <Page title={title}>
      {content !== undefined ? <PlainText content={content} /> : <Spinner />}
    </Page>
  );
}
