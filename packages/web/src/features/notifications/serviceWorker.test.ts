import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGING_WORKER_SCOPE,
  MESSAGING_WORKER_URL,
  WORKER_ACTIVATION_TIMEOUT_MS,
  WorkerActivationTimeout,
  registerMessagingWorker,
} from './serviceWorker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  activate() {
    this.state = 'activated';
    this.dispatchEvent(new Event('statechange'));
  }
}

function installWorker(registration: object) {
  const register = vi.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  return register;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('the messaging worker', () => {
  it('registers /firebase-messaging-sw.js in its own scope and resolves once it is active', async () => {
    const registration = { active: {}, installing: null, waiting: null };
    const register = installWorker(registration);
    await expect(registerMessagingWorker()).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith(MESSAGING_WORKER_URL, { scope: MESSAGING_WORKER_SCOPE });
    expect(MESSAGING_WORKER_URL).toBe('/firebase-messaging-sw.js');
  });

  it('waits for an installing worker to activate', async () => {
    const worker = new FakeWorker();
    const registration = { active: null, installing: worker, waiting: null };
    installWorker(registration);
    const registered = registerMessagingWorker();
    await Promise.resolve();
    worker.activate();
    await expect(registered).resolves.toBe(registration);
  });

  it('gives up after 10 s when the worker never activates', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const worker = new FakeWorker();
    installWorker({ active: null, installing: worker, waiting: null });
    const registered = registerMessagingWorker();
    const outcome = registered.then(
      () => 'activated',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(WORKER_ACTIVATION_TIMEOUT_MS - 1);
    worker.state = 'installed';
    await vi.advanceTimersByTimeAsync(1);
    expect(WORKER_ACTIVATION_TIMEOUT_MS).toBe(10_000);
    expect(await outcome).toBeInstanceOf(WorkerActivationTimeout);
  });
});
