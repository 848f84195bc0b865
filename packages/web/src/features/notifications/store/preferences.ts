/** Local flags of the notifications (spec section 1): sound and vibration can be turned off on this device. */
import { proxy, subscribe } from 'valtio';

const STORAGE_KEY = 'notificationPreferences';

function read(): { sound: boolean; vibration: boolean } {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
      sound?: unknown;
      vibration?: unknown;
    };
    return { sound: value.sound !== false, vibration: value.vibration !== false };
  } catch {
    return { sound: true, vibration: true };
  }
}

export const preferences = proxy(read());

subscribe(preferences, () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
});
