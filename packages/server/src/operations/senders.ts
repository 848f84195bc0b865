/** Which push sender a server uses: FCM HTTP v1 with a service account, else the sandbox recorder. */
import type { Config } from '../env.js';
import { fcmSender, readServiceAccount } from './fcm.js';
import { sandboxPushSender, type PushSender } from './push.js';

export async function pushSenderFor(config: Config): Promise<PushSender | undefined> {
  if (config.fcmServiceAccount)
    return fcmSender(await readServiceAccount(config.fcmServiceAccount));
  return config.isSandbox ? sandboxPushSender : undefined;
}
