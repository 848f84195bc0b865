import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { CodeForm, EmailField, PasswordForm, SendCodeForm } from './signin/SignInForms';
import { type Method, useSignIn } from './signin/useSignIn';

const t = messages.signIn;

/** Staff sign-in: email and password, or email and a one-time code the server mails. */
export function SignIn({ notice }: { notice?: string | undefined }) {
  const form = useSignIn();
  const { method, sent, error } = form;
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
    <Button variant="ghost" block onClick={() => form.switchTo(next)}>
      {next === 'code' ? t.useCode : t.usePassword}
    </Button>
  );
  const emailField = <EmailField inputRef={emailRef} form={form} />;
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
        <PasswordForm
          form={form}
          emailField={emailField}
          errorLine={errorLine}
          switchMethod={switchTo('code')}
        />
      ) : sent ? (
        <CodeForm
          form={form}
          sent={sent}
          codeRef={codeRef}
          errorLine={errorLine}
          switchMethod={switchTo('password')}
        />
      ) : (
        <SendCodeForm
          form={form}
          emailField={emailField}
          errorLine={errorLine}
          switchMethod={switchTo('password')}
        />
      )}
    </main>
  );
}
