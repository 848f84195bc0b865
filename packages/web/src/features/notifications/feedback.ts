/**
 * The notification sound and vibration of a message that arrives while the store is open, each unless
 * turned off on the settings page (preferences.sound, preferences.vibration). The messaging worker, which
 * cannot read localStorage, finds the two flags in Cache Storage for notifications shown in the background.
 */
import { subscribe } from 'valtio';
import { preferences } from './store/preferences';

/** Two short buzzes: 200 ms, a 100 ms pause, 200 ms. */
export const VIBRATION_PATTERN: readonly number[] = [200, 100, 200];
/** A 0.5 s two-note chime, made by scripts/make-chime.mjs. */
export const CHIME_URL = '/sounds/notification.wav';
const CHIME_VOLUME = 0.6;

function playChime(): void {
  try {
    const audio = new Audio(CHIME_URL);
    audio.volume = CHIME_VOLUME;
    // Refused when the page has had no user interaction yet (autoplay rules): the toast still shows.
    void audio.play().catch(() => undefined);
  } catch {
    // No audio support: the toast and notification still show.
  }
}

export function playNotificationFeedback(): void {
  if (preferences.sound) playChime();
  if (preferences.vibration && typeof navigator.vibrate === 'function') {
    navigator.vibrate([...VIBRATION_PATTERN]);
  }
}

export const PREFERENCES_CACHE = 'notification-preferences';
export const PREFERENCES_URL = '/__notification-preferences';

/** Copies the two flags where the messaging worker reads them (public/firebase-messaging-sw.js). */
export async function publishPreferences(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(PREFERENCES_CACHE);
    const { sound, vibration } = preferences;
    await cache.put(
      PREFERENCES_URL,
      new Response(JSON.stringify({ sound, vibration }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  } catch {
    // Without Cache Storage the worker uses sound and vibration (the defaults).
  }
}

let publishing = false;

/** Publishes the flags now and after every change. */
export function keepWorkerPreferences(): void {
  if (publishing) return;
  publishing = true;
  void publishPreferences();
  subscribe(preferences, () => void publishPreferences());
}
