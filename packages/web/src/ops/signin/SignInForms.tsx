/** Staff sign-in's three forms: email and password; email for a code; and the code that was sent. */
import type { FormEvent, ReactNode, Ref } from 'react';
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

/** One step's form: its fields, the error line, the submit button (busy while it runs), then what follows. */
function StepForm({
  onSubmit,
  busy,
  label,
  busyLabel,
  errorLine,
  footer,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  errorLine: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit}>
      {children}
      {errorLine}
      <Button type="submit" block size="lg" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      {footer}
    </form>
  );
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
    <StepForm
      onSubmit={form.submitPassword}
      busy={form.busy}
      label={t.submit}
      busyLabel={t.submitting}
      errorLine={errorLine}
      footer={switchMethod}
    >
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
    </StepForm>
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
    <StepForm
      onSubmit={form.sendCode}
      busy={form.busy}
      label={t.sendCode}
      busyLabel={t.sendingCode}
      errorLine={errorLine}
      footer={switchMethod}
    >
      {emailField}
    </StepForm>
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
    <StepForm
      onSubmit={form.submitCode}
      busy={form.busy}
      label={t.submit}
      busyLabel={t.submitting}
      errorLine={errorLine}
      footer={
        <>
          <div className="ops-actions">
            <Button variant="secondary" disabled={form.busy} onClick={() => form.sendCode()}>
              {t.sendAgain}
            </Button>
            <Button variant="ghost" disabled={form.busy} onClick={form.askOtherEmail}>
              {t.otherEmail}
            </Button>
          </div>
          {switchMethod}
        </>
      }
    >
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
    </StepForm>
  );
}
