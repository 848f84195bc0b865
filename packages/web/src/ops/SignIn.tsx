import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { messages } from './messages';
import { describe, ops, setSession } from './session';

export function SignIn({ notice }: { notice?: string | undefined }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setSession(await ops.staff.signIn({ email, password }));
    } catch (failure) {
      const { title, description } = describe(failure);
      setError(`${title}. ${description}`);
      setBusy(false);
    }
  }

  return (
    <main id="main" className="ops-signin">
      <h1>{messages.signIn.heading}</h1>
      {notice ? <p className="ops-notice">{notice}</p> : null}
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        <div className="field">
          <label htmlFor="ops-email">{messages.signIn.email}</label>
          <input
            ref={emailRef}
            id="ops-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="ops-password">{messages.signIn.password}</label>
          <input
            id="ops-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {error ? (
          <p ref={errorRef} tabIndex={-1} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" block size="lg" disabled={busy}>
          {busy ? messages.signIn.submitting : messages.signIn.submit}
        </Button>
      </form>
    </main>
  );
}
