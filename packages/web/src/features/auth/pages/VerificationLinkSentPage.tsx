/** /verification-link-sent: the email verification link is on its way (?email= names the address). */
import { Link, useSearch } from 'wouter';
import { Page } from '../../../components/Page';
import { messages } from '../../../messages/auth';

export default function VerificationLinkSentPage() {
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  return (
    <Page title={messages.pages.verificationLinkSent}>
      <div className="card prose">
        <p>{messages.auth.verificationLinkSentBody(email)}</p>
        <Link href="/login" className="btn btn-primary btn-md">
          {messages.auth.goToLogin}
        </Link>
      </div>
    </Page>
  );
}
