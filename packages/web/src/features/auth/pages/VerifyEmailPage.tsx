/** /verify-email: what to do with the verification email of an email sign-in. */
import { Link } from 'wouter';
import { Page } from '../../../components/Page';
import { messages } from '../../../messages/auth';

export default function VerifyEmailPage() {
  return (
    <Page title={messages.pages.verifyEmail}>
      <div className="card prose">
        <p>{messages.auth.verifyEmailBody}</p>
        <Link href="/login" className="btn btn-primary btn-md">
          {messages.auth.goToLogin}
        </Link>
      </div>
    </Page>
  );
}
