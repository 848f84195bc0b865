/**
 * The Firebase-style login: email and password, phone with an SMS code, Google and Facebook (popup), as the
 * server allows (FirebaseAllowedLoginMethods). firebase itself is loaded only when one of them starts.
 */
import { useState } from 'react';
import type { FirebaseLoginMethod } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { messages } from '../../../messages/auth';
import { signInWithFirebase } from '../store/auth';
import { FirebaseEmailForm } from './FirebaseEmailForm';
import { FirebasePhoneForm } from './FirebasePhoneForm';
import { LoginError } from './LoginError';
import { useFirebaseSignIn } from './useFirebaseSignIn';

export function FirebaseLogin({ methods }: { methods: readonly FirebaseLoginMethod[] }) {
  const [email, setEmail] = useState('');
  const signIn = useFirebaseSignIn(email);
  const { busy, run } = signIn;

  return (
    <div className="form">
      <LoginError error={signIn.error} />
      {methods.includes('Email') ? (
        <FirebaseEmailForm email={email} onEmail={setEmail} signIn={signIn} />
      ) : null}
      {methods.includes('Phone') ? <FirebasePhoneForm signIn={signIn} /> : null}
      {methods.includes('Google') ? (
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => void run(() => signInWithFirebase('Google'))}
        >
          {messages.auth.signInWithGoogle}
        </Button>
      ) : null}
      {methods.includes('Facebook') ? (
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => void run(() => signInWithFirebase('Facebook'))}
        >
          {messages.auth.signInWithFacebook}
        </Button>
      ) : null}
    </div>
  );
}
