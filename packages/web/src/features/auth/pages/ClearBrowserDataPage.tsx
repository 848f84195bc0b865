/** /instruction-clear-browser-data: how to clear this site's data when sign-in keeps failing. */
import { Link } from 'wouter';
import { Page } from '../../../components/Page';
import { messages } from '../../../messages/auth';

export default function ClearBrowserDataPage() {
  return (
    <Page title={messages.pages.clearBrowserData}>
      <div className="card prose">
        <p>{messages.auth.clearDataIntro}</p>
        <ol>
          {messages.auth.clearDataSteps.map((step) => (
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
