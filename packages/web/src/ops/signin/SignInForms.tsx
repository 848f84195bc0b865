/** Staff sign-in's three forms: email and password; email for a code; and the code that was sent. */
import type { ReactNode, Ref } from 'react';
import { Button } from '../../components/Button';
import { messages } from '../messages';
import type { SentCode, SignInForm } from './useSignIn';

const t = messages.signIn;

/** What each form has besides its own fields: the email field, the error line, the switch of method. */
interface Shared {
  form: SignInForm;
  errorLine: ReactNode;
  switchMethod: ReactNode;
}

export function EmailField({
  inputRef,
  form,
}: {
  inputRef: Ref<HTMLInputElement>;
  form: SignInForm;
}) {
  return (
    <div className="field">
      <label htmlFor="ops-email">{messages.signIn.email}</label>
      <input
        ref={inputRef}
        id="ops-email"
        type="email"
        autoComplete="username"
        required
        value={form.email}
        onChange={(event) => form.changeEmail(event.target.value)}
      />
    </div>
  );
}

export function PasswordForm({
  form,
  errorLine,
  switchMethod,
  emailField,
}: Shared & {
  emailField: ReactNode;
}) {
  return (
    <form onSubmit={form.submitPassword}>
      {emailField}
      <div className="field">
        <label htmlFor="ops-password">{t.password}</label>
        <input
          id="ops-password"
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          onChange={(event) => form.setPassword(event.target.value)}
        />
      </div>
      {errorLine}
      <Button type="submit" block size="lg" disabled={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </Button>
      {switchMethod}
    </form>
  );
}

export function SendCodeForm({
  form,
  errorLine,
  switchMethod,
  emailField,
}: Shared & {
  emailField: ReactNode;
}) {
  return (
    <form onSubmit={form.sendCode}>
      {emailField}
      {errorLine}
      <Button type="submit" block size="lg" disabled={form.busy}>
        {form.busy ? t.sendingCode : t.sendCode}
      </Button>
      {switchMethod}
    </form>
  );
}

export function CodeForm({
  form,
  errorLine,
  switchMethod,
  sent,
  codeRef,
}: Shared & { sent: SentCode; codeRef: Ref<HTMLInputElement> }) {
  return (
    <form onSubmit={form.submitCode}>
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
          value={form.code}
          onChange={(event) => form.setCode(event.target.value)}
        />
      </div>
      {errorLine}
      <Button type="submit" block size="lg" disabled={form.busy}>
        {form.busy ? t.submitting : t.submit}
      </Button>
      <div className="ops-actions">
        <Button variant="secondary" disabled={form.busy} onClick={() => form.sendCode()}>
          {t.sendAgain}
        </Button>
        <Button variant="ghost" disabled={form.busy} onClick={form.askOtherEmail}>
          {t.otherEmail}
        </Button>
      </div>
      {switchMethod}
    </form>
  );
}
