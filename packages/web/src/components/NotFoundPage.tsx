import { Page } from './Page';
import { messages } from '../messages/shell';
import { EmptyState } from './EmptyState';

export default function NotFoundPage() {
  return (
    <Page title={messages.notFound.title}>
      <EmptyState
        text={messages.notFound.body}
        link={{ href: '/', label: messages.notFound.goHome }}
      />
    </Page>
  );
}
