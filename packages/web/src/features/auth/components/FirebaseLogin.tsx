/**
 * The Firebase-style login: email and password, phone with an SMS code, Google and Facebook (popup), as the
 * server allows (FirebaseAllowedLoginMethods). firebase itself is loaded only when one of them starts.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  AuthError,
  messages as sdkMessages,
  normalizeMobileNumber,
  type FirebaseLoginMethod,
} from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import type { ErrorDescription } from '../../../lib/errors';
import { messages } from '../../../messages/auth';
import { createEmailAccount, describeLoginError, signInWithFirebase } from '../store/auth';
import { sendPhoneCode } from '../store/firebaseProvider';
import { returnPathOf } from '../../../lib/signIn';
import { afterSignInPath } from './afterSignIn';
import { LoginError } from './LoginError';

/**
 * The number Firebase sends its SMS to (+91 and the 10 digits), read as the shopper wrote it by the SDK
 * (`+91 98450 12345`, `98450-12345`, `098450 12345`); anything else is refused in the SDK's words (as the
 * hosted sign-in's) before Firebase is asked. The phone-number library loads with this sign-in page only.
 */
function firebasePhoneNumber(typed: string): string {
  const national = normalizeMobileNumber(typed);
  if (national === undefined)
    throw new AuthError({ reason: 'invalid-phone', ...sdkMessages.invalidPhoneNumber });
  return `+91${national}`;
}

export function FirebaseLogin({ methods }: { methods: readonly FirebaseLoginMethod[] }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [creating, setCreating] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorDescription>();
  const [, navigate] = useLocation();
  const search = useSearch();

  const run = async (work: () => Promise<unknown>, done = true) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      if (done) navigate(afterSignInPath(search));
    } catch (failure) {
      // An unverified address has its own page, with a way to send the link again.
      if (failure instanceof AuthError && failure.reason === 'email-unverified') {
        // The page the shopper started from goes along, for the sign-in after verifying.
        const returnTo = returnPathOf(search);
        const query = new URLSearchParams({
          email: email.trim(),
          ...(returnTo ? { next: returnTo } : {}),
        });
        navigate(`/verify-email?${query}`);
        return;
      }
      setError(describeLoginError(failure));
    } finally {
      setBusy(false);
    }
  };

  const emailSubmit = (event: FormEvent) => {
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
  const phoneSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) {
      if (!navigator.onLine) {
        void run(() => signInWithFirebase('Phone'), false);
        return;
      }
      void run(async () => {
        await sendPhoneCode(firebasePhoneNumber(phone), 'firebase-recaptcha');
        setCodeSent(true);
      }, false);
    } else {
      void run(() =>
        signInWithFirebase('Phone', {
          phoneNumber: firebasePhoneNumber(phone),
          verificationCode: code,
        }),
      );
    }
  };

  return (
    <div className="form">
      <LoginError error={error} />
      {methods.includes('Email') ? (
        <form
          className="form"
          onSubmit={emailSubmit}
          aria-label={
            creating ? messages.auth.createAccountWithEmail : messages.auth.signInWithEmail
          }
        >
          <TextField
            label={messages.auth.email}
            id="fb-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
              setError(undefined);
            }}
          >
            {creating ? messages.auth.haveAccount : messages.auth.newHere}
          </Button>
        </form>
      ) : null}
      {methods.includes('Phone') ? (
        <form className="form" onSubmit={phoneSubmit} aria-label={messages.auth.signInWithPhone}>
          <TextField
            label={messages.auth.phone}
            id="fb-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            disabled={codeSent}
          />
          {codeSent ? (
            <TextField
              label={messages.auth.code}
              id="fb-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : null}
          <div id="firebase-recaptcha" />
          <Button type="submit" variant="secondary" block disabled={busy || !phone}>
            {codeSent ? messages.auth.verify : messages.auth.sendPhoneCode}
          </Button>
        </form>
      ) : null}
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
