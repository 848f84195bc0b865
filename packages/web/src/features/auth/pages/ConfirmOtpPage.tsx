/**
 * /confirm-otp: the one-time code of the hosted sign-in. In sandbox mode no message is really sent: the code
 * is read from the server's sandbox inbox and shown here, with a link to the sandbox page.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { HostedLoginMethod } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import type { ErrorDescription } from '../../../lib/errors';
import { messages } from '../../../messages/auth';
import '../../../styles/screens.css';
import '../auth.css';
import { afterSignInPath } from '../components/afterSignIn';
import { LoginError } from '../components/LoginError';
import { TextField } from '../../../components/FormField';
import {
  describeLoginError,
  loginOptions,
  pending,
  sandboxCodeFor,
  startHosted,
  verifyHostedCode,
} from '../store/auth';

function SandboxCode({ identity }: { identity: string }) {
  const [code, setCode] = useState<string>();
  const read = useCallback(() => {
    sandboxCodeFor(identity).then(setCode, () => setCode(undefined));
  }, [identity]);
  useEffect(read, [read]);
  return (
    <div className="notice small" data-testid="sandbox-code">
      <p>{messages.auth.sandboxNotice}</p>
      {code ? (
        <p>
          {messages.auth.sandboxCode}: <span className="otp-code">{code}</span>
        </p>
      ) : (
        <p>{messages.auth.noCodeYet}</p>
      )}
      <a href="/sandbox" target="_blank" rel="noreferrer">
        {messages.auth.sandboxPage}
      </a>
    </div>
  );
}

/** Whether the server runs in sandbox mode, where the code is shown here rather than sent. */
function useSandbox(): boolean {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    loginOptions().then(
      (options) => setSandbox(options.isSandbox),
      () => setSandbox(false),
    );
  }, []);
  return sandbox;
}

/** The code as typed, checking it (then on to the page the shopper came for), and sending another. */
function useConfirmCode(method: HostedLoginMethod | undefined, identity: string) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorDescription>();
  const [sent, setSent] = useState(0);
  const [, navigate] = useLocation();
  const search = useSearch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await verifyHostedCode(code.trim());
      navigate(afterSignInPath(search), { replace: true });
    } catch (failure) {
      setError(describeLoginError(failure));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!method) return;
    setError(undefined);
    try {
      await startHosted(method, identity);
      setSent((count) => count + 1);
    } catch (failure) {
      setError(describeLoginError(failure));
    }
  };

  return { code, setCode, busy, error, sent, submit, resend };
}

export default function ConfirmOtpPage() {
  const { method, identity } = useSnapshot(pending);
  const { code, setCode, busy, error, sent, submit, resend } = useConfirmCode(method, identity);
  const sandbox = useSandbox();
  const search = useSearch();
  // Back to the sign-in page keeps the page to return to afterwards.
  const loginAgain = search ? `/login?${search}` : '/login';

  return (
    <Page title={messages.pages.confirmOtp}>
      <div className="card auth-card">
        {!method ? (
          <>
            <p>{messages.auth.noPendingSignIn}</p>
            <Link href={loginAgain} className="btn btn-primary btn-md">
              {messages.auth.goToLogin}
            </Link>
          </>
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <p>{messages.auth.codeSentTo(identity)}</p>
            {sandbox ? <SandboxCode key={sent} identity={identity} /> : null}
            <TextField
              label={messages.auth.code}
              id="otp-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={messages.auth.codeHint}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <LoginError error={error} />
            <Button type="submit" size="lg" block disabled={busy || code.length !== 6}>
              {messages.auth.verify}
            </Button>
            <div className="actions-row">
              <Button variant="ghost" size="sm" onClick={() => void resend()}>
                {messages.auth.resend}
              </Button>
              <Link href={loginAgain} className="btn btn-ghost btn-sm">
                {messages.auth.changeContact}
              </Link>
            </div>
          </form>
        )}
      </div>
    </Page>
  );
}
