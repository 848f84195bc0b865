/**
 * The return-to part of signing in, in one place: a sign-in link names the page to come back to (`?next=`),
 * and every sign-in method reads it back from there once the shopper is signed in.
 */

const RETURN_PARAM = 'next';

/** Only a path of this app, and never a sign-in page itself (that would loop). */
function isReturnPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/^\/(?:login|confirm-otp)(?:[/?#]|$)/.test(path)
  );
}

/** The sign-in page's address that comes back to `returnTo` (a path with its query) afterwards. */
export function signInHref(returnTo: string): string {
  if (!isReturnPath(returnTo) || returnTo === '/') return '/login';
  return `/login?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** The page a sign-in page's query (`useSearch()`) says to return to, when it names one of this app. */
export function returnPathOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  return next !== null && isReturnPath(next) ? next : undefined;
}
