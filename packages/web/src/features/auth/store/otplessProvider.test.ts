/**
 * The OTPless adapter over a fake `OTPless` (the real script cannot be fetched offline): what it asks the
 * headless SDK, how the callback's user becomes the hosted session, and how the script is loaded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  OTPLESS_SCRIPT_ID,
  OTPLESS_SCRIPT_URL,
  createOtplessProvider,
  loadOtplessScript,
  type OtplessConstructor,
  type OtplessRequest,
  type OtplessResult,
  type OtplessUser,
} from './otplessProvider';

/** A stand-in for OTPless's headless SDK: records requests; a right code (or OAuth) delivers `user`. */
function fakeOtpless(user: OtplessUser, { code = '123456', refuse = false } = {}) {
  const calls: { initiate: OtplessRequest[]; verify: OtplessRequest[]; created: number } = {
    initiate: [],
    verify: [],
    created: 0,
  };
  class FakeOtpless {
    constructor(private readonly callback: (user: OtplessUser) => void) {
      calls.created += 1;
    }
    async initiate(request: OtplessRequest): Promise<OtplessResult> {
      calls.initiate.push(request);
      if (refuse) return { success: false, statusCode: 400 };
      if (request.channel === 'OAUTH') setTimeout(() => this.callback(user), 10);
      return { success: true, statusCode: 200 };
    }
    async verify(request: OtplessRequest & { otp: string }): Promise<OtplessResult> {
      calls.verify.push(request);
      if (request.otp !== code) return { success: false, statusCode: 400 };
      setTimeout(() => this.callback(user), 10);
      return { success: true, statusCode: 200 };
    }
  }
  return { OTPless: FakeOtpless satisfies OtplessConstructor, calls };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'OTPless');
  document.getElementById(OTPLESS_SCRIPT_ID)?.remove();
});

describe('the OTPless adapter', () => {
  it('sends a phone code with +91, verifies it, then gives the token and the 10-digit number', async () => {
    const { OTPless, calls } = fakeOtpless({
      token: 'otpless-token',
      identities: [{ identityType: 'MOBILE', identityValue: '919876543210', name: 'Asha' }],
    });
    const appIds: string[] = [];
    const provider = createOtplessProvider({
      appId: () => 'APP123',
      load: async (appId) => {
        appIds.push(appId);
        return OTPless;
      },
    });
    await provider.start('Phone', '98765 43210');
    expect(appIds).toEqual(['APP123']);
    expect(calls.initiate).toEqual([{ channel: 'PHONE', phone: '9876543210', countryCode: '+91' }]);
    expect(await provider.getSession()).toBeNull();

    await expect(provider.verify?.('000000')).rejects.toThrow(/refused to verify/);
    await provider.verify?.('123456');
    expect(calls.verify.at(-1)).toEqual({
      channel: 'PHONE',
      phone: '9876543210',
      countryCode: '+91',
      otp: '123456',
    });
    await expect.poll(() => provider.getSession()).not.toBeNull();
    expect(await provider.getSession()).toEqual({
      token: 'otpless-token',
      email: '',
      phoneNumber: '9876543210',
      name: 'Asha',
    });
    expect(calls.created).toBe(1);

    await provider.signOut();
    expect(await provider.getSession()).toBeNull();
  });

  it('signs in with Google through OAUTH and takes the email from the identities', async () => {
    const { OTPless, calls } = fakeOtpless({
      token: 'google-token',
      identities: [{ identityType: 'EMAIL', identityValue: 'Asha@Example.com' }],
    });
    const provider = createOtplessProvider({ appId: () => 'APP123', load: async () => OTPless });
    await provider.start('Google');
    expect(calls.initiate).toEqual([{ channel: 'OAUTH', channelType: 'GOOGLE' }]);
    await expect.poll(() => provider.getSession()).not.toBeNull();
    expect(await provider.getSession()).toEqual({
      token: 'google-token',
      email: 'asha@example.com',
      phoneNumber: '',
    });
    await expect(provider.verify?.('123456')).rejects.toThrow(/No code was sent/);
  });

  it('fails when OTPless refuses to start, and tries loading again after a failed load', async () => {
    const refusing = fakeOtpless({}, { refuse: true });
    let loads = 0;
    const provider = createOtplessProvider({
      appId: () => 'APP123',
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error('offline');
        return refusing.OTPless;
      },
    });
    await expect(provider.start('Email', 'asha@example.com')).rejects.toThrow('offline');
    await expect(provider.start('Email', 'asha@example.com')).rejects.toThrow(/refused to start/);
    expect(refusing.calls.initiate).toEqual([{ channel: 'EMAIL', email: 'asha@example.com' }]);
    expect(loads).toBe(2);
  });
});

describe('loading the OTPless script', () => {
  it('adds the headless script with the app id once and resolves with window.OTPless when it loads', async () => {
    const { OTPless } = fakeOtpless({});
    const loading = loadOtplessScript('APP123');
    const again = loadOtplessScript('APP123');
    const scripts = document.querySelectorAll<HTMLScriptElement>(`#${OTPLESS_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(OTPLESS_SCRIPT_URL);
    expect(scripts[0]?.dataset.appid).toBe('APP123');
    Reflect.set(window, 'OTPless', OTPless);
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(await loading).toBe(OTPless);
    expect(await again).toBe(OTPless);
    expect(await loadOtplessScript('APP123')).toBe(OTPless);
  });

  it('rejects and removes the script when it fails, loads without OTPless, or takes too long', async () => {
    const failing = loadOtplessScript('APP123');
    document.getElementById(OTPLESS_SCRIPT_ID)?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('The OTPless script failed to load');
    expect(document.getElementById(OTPLESS_SCRIPT_ID)).toBeNull();

    const empty = loadOtplessScript('APP123');
    document.getElementById(OTPLESS_SCRIPT_ID)?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('did not define OTPless');

    await expect(loadOtplessScript('APP123', { timeoutMs: 20 })).rejects.toThrow('took too long');
    expect(document.getElementById(OTPLESS_SCRIPT_ID)).toBeNull();
  });
});
