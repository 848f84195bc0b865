/** One of the plain-text content pages (privacy, terms, about us). */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../../components/LoadFailed';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { general } from '../../../state/general';
import { PlainText } from '../components/PlainText';
import { contentLoads, loadContent } from '../store';

export function ContentPage({
  title,
  contentKey,
}: {
  title: string;
  contentKey: 'aboutUsContent' | 'privacyPolicyContent' | 'termsAndConditionContent';
}) {
  const content = useSnapshot(general.state)[contentKey];
  const { loading, error } = useSnapshot(contentLoads)[contentKey];
  useEffect(() => {
    void loadContent(contentKey);
  }, [contentKey]);
  let body;
  if (content !== undefined) body = <PlainText content={content} />;
  else if (error && !loading)
    body = <LoadFailed error={error} onRetry={() => void loadContent(contentKey)} />;
  else body = <Spinner />;
  return <Page title={title}>{body}</Page>;
}
