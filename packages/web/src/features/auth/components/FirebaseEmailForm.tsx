/** Email and password: signing in, or creating an account (which sends a verification link first). */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { messages } from '../../../messages/auth';
import { createEmailAccount, signInWithFirebase } from '../store/auth';
import type { FirebaseSignIn } from './useFirebaseSignIn';

export function FirebaseEmailForm({
  email,
  onEmail,
  signIn,
}: {
  email: string;
  onEmail: (email: string) => void;
  signIn: FirebaseSignIn;
}) {
  const [password, setPassword] = useState('');
  const [creating, setCreating] = useState(false);
  const { busy, run, navigate } = signIn;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) {
      void run(async () => {
        await createEmailAccount(email.trim(), password);
        navigate(`/verification-link-sent?${new URLSearchParams({ email: email.trim() })}`);
      }, false);
      return;
    }
    void run(() => signInWithFirebase('Email', { email: email.trim(), password }));
  };

  return (
    <form
      className="form"
      onSubmit={submit}
      aria-label={creating ? messages.auth.createAccountWithEmail : messages.auth.signInWithEmail}
    >
      <TextField
        label={messages.auth.email}
        id="fb-email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        required
      />
      <TextField
        label={messages.auth.password}
        id="fb-password"
        type="password"
        autoComplete={creating ? 'new-password' : 'current-password'}
        hint={creating ? messages.auth.newPasswordHint : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" block disabled={busy || !email || !password}>
        {creating ? messages.auth.createAccount : messages.auth.signInWithEmail}
      </Button>
      <Button
        variant="ghost"
        block
        onClick={() => {
          setCreating(!creating);
          signIn.clearError();
        }}
      >
        {creating ? messages.auth.haveAccount : messages.auth.newHere}
      </Button>
    </form>
  );
}
