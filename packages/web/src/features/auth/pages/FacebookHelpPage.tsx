/** /help/facebook/login: linked from 'Unable to login with Facebook' when the account has no email or phone. */
import { Link } from 'wouter';
import { Page } from '../../../components/Page';
import { messages } from '../../../messages/auth';

export default function FacebookHelpPage() {
  return (
    <Page title={messages.pages.facebookHelp}>
      <div className="card prose">
        <p>{messages.auth.facebookHelpIntro}</p>
        <ol>
          {messages.auth.facebookHelpSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link href="/login" className="btn btn-primary btn-md">
          {messages.auth.goToLogin}
        </Link>
      </div>
    </Page>
  );
}
