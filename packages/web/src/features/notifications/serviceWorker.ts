/** Registration of the messaging worker, `/firebase-messaging-sw.js`, waiting at most 10 s for it to activate. */

/** Spec section 9: push worker activation timeout 10 s. */
export const WORKER_ACTIVATION_TIMEOUT_MS = 10_000;
export const MESSAGING_WORKER_URL = '/firebase-messaging-sw.js';
/** Firebase's own default scope: the worker controls no page, so it never competes with the app's worker. */
export const MESSAGING_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

export class WorkerActivationTimeout extends Error {
  override readonly name = 'WorkerActivationTimeout';
  constructor(timeoutMs: number) {
    super(`The messaging worker did not activate within ${timeoutMs} ms`);
  }
}

function waitForActivation(
  registration: ServiceWorkerRegistration,
  timeoutMs: number,
): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker?.removeEventListener('statechange', onChange);
      reject(new WorkerActivationTimeout(timeoutMs));
    }, timeoutMs);
    function onChange() {
      if (worker?.state === 'activated' || registration.active) {
        clearTimeout(timer);
        worker?.removeEventListener('statechange', onChange);
        resolve(registration);
      }
    }
    worker?.addEventListener('statechange', onChange);
  });
}

export async function registerMessagingWorker(
  timeoutMs: number = WORKER_ACTIVATION_TIMEOUT_MS,
): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(MESSAGING_WORKER_URL, {
    scope: MESSAGING_WORKER_SCOPE,
  });
  return waitForActivation(registration, timeoutMs);
}
