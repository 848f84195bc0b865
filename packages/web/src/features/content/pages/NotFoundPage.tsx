import { Link } from 'wouter';
import { Page } from '../../../components/Page';
import { messages } from '../../../messages/shell';

export default function NotFoundPage() {
  return (
    <Page title={messages.notFound.title}>
      <div className="empty-state card">
        <p>{messages.notFound.body}</p>
        <Link href="/" className="btn btn-primary btn-md">
          {messages.notFound.goHome}
        </Link>
      </div>
    </Page>
  );
}
