/** Which install instructions fit a browser: loaded with the install dialog, not with the first page. */

export type InstallPlatform =
  'native' | 'ios' | 'firefox-android' | 'new-firefox-android' | 'opera' | 'other';

/** Which variant of the install dialog fits this browser. */
export function detectInstallPlatform(
  userAgent: string,
  canPromptNatively: boolean,
): InstallPlatform {
  if (canPromptNatively) return 'native';
  if (
    /iPad|iPhone|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))
  ) {
    return 'ios';
  }
  const firefox = /Android.*Firefox\/(\d+)/.exec(userAgent);
  if (firefox) return Number(firefox[1]) >= 79 ? 'new-firefox-android' : 'firefox-android';
  if (/OPR\/|Opera/.test(userAgent)) return 'opera';
  return 'other';
}
