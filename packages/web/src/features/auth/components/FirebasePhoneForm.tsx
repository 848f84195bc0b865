/** Phone: Firebase sends an SMS code (after its reCAPTCHA), then the code signs in. */
import { useState, type FormEvent } from 'react';
import { AuthError, messages as sdkMessages, normalizeMobileNumber } from '@storefront/sdk';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { messages } from '../../../messages/auth';
import { signInWithFirebase } from '../store/auth';
import { sendPhoneCode } from '../store/firebaseProvider';
import type { FirebaseSignIn } from './useFirebaseSignIn';

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

export function FirebasePhoneForm({ signIn }: { signIn: FirebaseSignIn }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const { busy, run } = signIn;

  const submit = (event: FormEvent) => {
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
    <form className="form" onSubmit={submit} aria-label={messages.auth.signInWithPhone}>
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
  );
}
