/**
 * The side drawer: opened from the header toggler, the profile view or the desktop menu toggler; closed by
 * the back button (an extra history entry is pushed on open) or a click on the overlay.
 */
import { proxy } from 'valtio';

export const drawer = proxy({ open: false });

const MARK = 'storefrontDrawer';

function onPopState(): void {
  if (drawer.open) {
    drawer.open = false;
    removeEventListener('popstate', onPopState);
  }
}

export function openDrawer(): void {
  if (drawer.open) return;
  drawer.open = true;
  history.pushState({ ...(history.state as object | null), [MARK]: true }, '', location.href);
  addEventListener('popstate', onPopState);
}

/** Closes the drawer; `viaNavigation` when a link inside it already changed the page. */
export function closeDrawer(viaNavigation = false): void {
  if (!drawer.open) return;
  drawer.open = false;
  removeEventListener('popstate', onPopState);
  const state = history.state as Record<string, unknown> | null;
  if (!viaNavigation && state?.[MARK]) history.back();
}
