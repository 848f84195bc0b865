/** Staff sign-in's state: the way chosen, what was typed, the code sent, and each attempt's outcome. */
import { type FormEvent, useState } from 'react';
import { messages } from '../messages';
import { describe, ops, startSession } from '../session';

export type Method = 'password' | 'code';

/** The code the server mailed: the request it belongs to, to whom, and for how many minutes it holds. */
export interface SentCode {
  requestId: string;
  email: string;
  minutes: number;
}

export function useSignIn() {
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

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
    void attempt(async () => startSession(await ops.staff.signIn({ email, password })));
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
      setError(messages.signIn.codeFormat);
      return;
    }
    void attempt(async () =>
      startSession(
        await ops.staff.signInWithCode({ requestId: sent.requestId, code: code.trim() }),
      ),
    );
  }

  return {
    method,
    email,
    password,
    code,
    sent,
    error,
    busy,
    setPassword,
    setCode,
    /** Another way to sign in starts afresh: no code sent, no error. */
    switchTo: (next: Method) => {
      setMethod(next);
      setSent(undefined);
      setError(undefined);
    },
    /** A code belongs to the address it went to: another address asks for a new one. */
    changeEmail: (value: string) => {
      setEmail(value);
      setSent(undefined);
    },
    askOtherEmail: () => setSent(undefined),
    submitPassword,
    sendCode,
    submitCode,
  };
}

export type SignInForm = ReturnType<typeof useSignIn>;
