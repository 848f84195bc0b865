/**
 * /login: the sign-in the server chooses (LoginServiceProvider). The hosted OTP service (in sandbox mode the
 * server's sandbox sign-in) sends a code to a phone or email, confirmed on /confirm-otp, or signs in with
 * Google through its hosted page; the Firebase-style
 * login offers the methods the server allows. Offline, the spec's offline message is shown.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { FirebaseLoginMethod, HostedLoginMethod, LoginOptions } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import type { ErrorDescription } from '../../../lib/errors';
import { messages } from '../../../messages/auth';
import '../../../styles/screens.css';
import '../auth.css';
import { FirebaseLogin } from '../components/FirebaseLogin';
import { LoginError } from '../components/LoginError';
import { afterSignInPath } from '../components/afterSignIn';
import { TextField } from '../../../components/FormField';
import { describeLoginError, loginOptions, signInHostedOAuth, startHosted } from '../store/auth';

type HostedChannel = 'Phone' | 'Email';

/** Phone or email, when the server offers both. */
function ChannelChoice({
  offered,
  chosen,
  onChoose,
}: {
  offered: readonly HostedChannel[];
  chosen: HostedChannel;
  onChoose: (channel: HostedChannel) => void;
}) {
  return (
    <div className="chips" role="radiogroup" aria-label={messages.auth.chooseMethod}>
      {offered.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={chosen === option}
          className={chosen === option ? 'chip chip-active' : 'chip'}
          onClick={() => onChoose(option)}
        >
          {option === 'Phone' ? messages.auth.usePhone : messages.auth.useEmail}
        </button>
      ))}
    </div>
  );
}

/** One hosted sign-in step at a time: busy while it runs, and its error in the login's words. */
function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorDescription>();
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(describeLoginError(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, attempt };
}

function HostedLogin({ methods }: { methods: readonly HostedLoginMethod[] }) {
  const offered = methods.filter(
    (method): method is HostedChannel => method === 'Phone' || method === 'Email',
  );
  const [method, setMethod] = useState<HostedChannel>(offered[0] ?? 'Phone');
  const [identity, setIdentity] = useState('');
  const { busy, error, attempt } = useAttempt();
  const [, navigate] = useLocation();
  const search = useSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await startHosted(method, identity.trim());
      navigate(`/confirm-otp${search ? `?${search}` : ''}`);
    });
  };

  /** Google and WhatsApp sign in on the hosted service's own page. */
  const oauth = (channel: 'Google' | 'WhatsApp') =>
    void attempt(async () => {
      await signInHostedOAuth(channel);
      navigate(afterSignInPath(search));
    });

  return (
    <div className="form">
      {offered.length > 0 ? (
        <form className="form" onSubmit={submit} noValidate>
          {offered.length > 1 ? (
            <ChannelChoice
              offered={offered}
              chosen={method}
              onChoose={(option) => {
                setMethod(option);
                setIdentity('');
              }}
            />
          ) : null}
          <TextField
            label={method === 'Phone' ? messages.auth.phone : messages.auth.email}
            id="login-identity"
            name={method === 'Phone' ? 'phone' : 'email'}
            type={method === 'Phone' ? 'tel' : 'email'}
            // 'tel', not 'numeric': phone keypads then offer +, spaces and dashes (+91 98450 12345).
            inputMode={method === 'Phone' ? 'tel' : 'email'}
            autoComplete={method === 'Phone' ? 'tel-national' : 'email'}
            placeholder={method === 'Phone' ? messages.auth.phoneHint : undefined}
            value={identity}
            required
            onChange={(event) => setIdentity(event.target.value)}
          />
          <LoginError error={error} />
          <Button type="submit" size="lg" block disabled={busy || identity.trim() === ''}>
            {messages.auth.sendCode}
          </Button>
        </form>
      ) : (
        <LoginError error={error} />
      )}
      {methods.includes('Google') ? (
        <Button variant="secondary" block disabled={busy} onClick={() => oauth('Google')}>
          {messages.auth.signInWithGoogle}
        </Button>
      ) : null}
      {methods.includes('WhatsApp') ? (
        <Button variant="secondary" block disabled={busy} onClick={() => oauth('WhatsApp')}>
          {messages.auth.signInWithWhatsApp}
        </Button>
      ) : null}
    </div>
  );
}

export default function LoginPage() {
  const [options, setOptions] = useState<LoginOptions>();
  const [error, setError] = useState<ErrorDescription>();

  useEffect(() => {
    let live = true;
    loginOptions().then(
      (loaded) => live && setOptions(loaded),
      (failure: unknown) => live && setError(describeLoginError(failure)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Page title={messages.pages.login}>
      <div className="card auth-card">
        <p className="muted">{messages.auth.chooseMethod}</p>
        {error ? <LoginError error={error} /> : null}
        {!options && !error ? <Spinner /> : null}
        {options?.provider === 'otpless' ? (
          <>
            {options.isSandbox ? (
              <p className="notice small">{messages.auth.sandboxNotice}</p>
            ) : null}
            <HostedLogin methods={options.methods as readonly HostedLoginMethod[]} />
          </>
        ) : null}
        {options?.provider === 'firebase' ? (
          <FirebaseLogin methods={options.methods as readonly FirebaseLoginMethod[]} />
        ) : null}
      </div>
    </Page>
  );
}
