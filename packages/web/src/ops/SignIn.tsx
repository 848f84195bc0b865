import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { describe, ops, setSession } from './session';

const t = messages.signIn;
type Method = 'password' | 'code';

/** Staff sign-in: email and password, or email and a one-time code the server mails. */
export function SignIn({ notice }: { notice?: string | undefined }) {
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ requestId: string; email: string; minutes: number }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useFocusWhen<HTMLInputElement>(sent?.requestId);
  const errorRef = useFocusWhen<HTMLParagraphElement>(error);

  // On the first screen, after switching the way to sign in and when asked for another email, the email
  // field is where to type.
  const askingEmail = sent === undefined;
  useEffect(() => {
    if (askingEmail) emailRef.current?.focus();
  }, [method, askingEmail]);

  const switchTo = (next: Method) => (
    <Button
      variant="ghost"
      block
      onClick={() => {
        setMethod(next);
        setSent(undefined);
        setError(undefined);
      }}
    >
      {next === 'code' ? t.useCode : t.usePassword}
    </Button>
  );

  async function attempt(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      const { title, description } = describe(failure);
      setError(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    void attempt(async () => setSession(await ops.staff.signIn({ email, password })));
  }

  function sendCode(event?: FormEvent) {
    event?.preventDefault();
    void attempt(async () => {
      const reply = await ops.staff.sendCode({ email });
      setCode('');
      setSent({
        requestId: reply.RequestId,
        email: email.trim(),
        minutes: Math.round(reply.ExpiresIn / 60),
      });
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t.codeFormat);
      return;
    }
    void attempt(async () =>
      setSession(await ops.staff.signInWithCode({ requestId: sent.requestId, code: code.trim() })),
    );
  }

  const emailField = (
    <div className="field">
      <label htmlFor="ops-email">{messages.signIn.email}</label>
      <input
        ref={emailRef}
        id="ops-email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setSent(undefined);
        }}
      />
    </div>
  );
  const errorLine = error ? (
    <p ref={errorRef} tabIndex={-1} role="alert" className="field-error">
      {error}
    </p>
  ) : null;

  return (
    <main id="main" className="ops-signin">
      <h1>{t.heading}</h1>
      {notice ? <p className="ops-notice">{notice}</p> : null}
      {method === 'password' ? (
        <form onSubmit={submitPassword}>
          {emailField}
          <div className="field">
            <label htmlFor="ops-password">{t.password}</label>
            <input
              id="ops-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {errorLine}
          <Button type="submit" block size="lg" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
          {switchTo('code')}
        </form>
      ) : sent ? (
        <form onSubmit={submitCode}>
          <p className="ops-notice" role="status">
            {t.codeSent(sent.email, sent.minutes)}
          </p>
          <div className="field">
            <label htmlFor="ops-code">{t.code}</label>
            <input
              ref={codeRef}
              id="ops-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          {errorLine}
          <Button type="submit" block size="lg" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </Button>
          <div className="ops-actions">
            <Button variant="secondary" disabled={busy} onClick={() => sendCode()}>
              {t.sendAgain}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setSent(undefined)}>
              {t.otherEmail}
            </Button>
          </div>
          {switchTo('password')}
        </form>
      ) : (
        <form onSubmit={sendCode}>
          {emailField}
          {errorLine}
          <Button type="submit" block size="lg" disabled={busy}>
            {busy ? t.sendingCode : t.sendCode}
          </Button>
          {switchTo('password')}
        </form>
      )}
    </main>
  );
}
