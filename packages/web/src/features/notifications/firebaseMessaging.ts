/**
 * The real messaging adapter on firebase/messaging (firebase 12). This module is only ever loaded with
 * `import()` by the push store, once a signed-in shopper's browser can take pushes and the server names a
 * vapId and messagingSenderId: firebase never reaches the first load.
 *
 * Foreground messages: firebase's onMessage hears what the messaging worker posts to visible pages
 * (`public/firebase-messaging-sw.js` posts FCM's own `push-received` message).
 */
import { getApps, initializeApp } from 'firebase/app';
import {
  deleteToken,
  getMessaging,
  getToken,
  isSupported,
  onMessage,
  type MessagePayload,
} from 'firebase/messaging';
import { messages } from '../../messages/account';
import {
  PushUnsupportedError,
  readPushPayload,
  type MessagingAdapter,
  type MessagingConfig,
} from './messaging';

/** A named app: the sign-in module may initialise the default one with the same settings. */
const APP_NAME = 'storefront-messaging';

function toRaw(payload: MessagePayload): unknown {
  return { notification: payload.notification, data: payload.data, fcmOptions: payload.fcmOptions };
}

export async function createFirebaseMessaging(config: MessagingConfig): Promise<MessagingAdapter> {
  if (!(await isSupported())) throw new PushUnsupportedError();
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp(
      {
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId,
        messagingSenderId: config.messagingSenderId,
      },
      APP_NAME,
    );
  const messaging = getMessaging(app);
  return {
    getToken: (vapidKey, serviceWorkerRegistration) =>
      getToken(messaging, { vapidKey, serviceWorkerRegistration }),
    deleteToken: () => deleteToken(messaging),
    onMessage: (callback) =>
      onMessage(messaging, (payload) =>
        callback(readPushPayload(toRaw(payload), messages.push.defaultTitle)),
      ),
  };
}
