/**
 * Light and dark themes through CSS variables (styles/global.css). Without a stored choice the system
 * preference applies (prefers-color-scheme); a choice is stored under 'theme' and set as data-theme on <html>.
 */
import { proxy } from 'valtio';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
export const THEME_OVERLAY_MS = 700;

function storedTheme(): Theme | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : undefined;
  } catch {
    return undefined;
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export const theme = proxy<{ current: Theme; switchingTo: Theme | undefined }>({
  current: storedTheme() ?? systemTheme(),
  switchingTo: undefined,
});

/** Applies the stored choice before the first render, so the page never flashes the wrong theme. */
export function applyStoredTheme(): void {
  const stored = storedTheme();
  if (stored) document.documentElement.dataset.theme = stored;
}

let overlayTimer: ReturnType<typeof setTimeout> | undefined;

export function setTheme(next: Theme): void {
  theme.current = next;
  theme.switchingTo = next;
  document.documentElement.dataset.theme = next;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', next === 'dark' ? '#111315' : '#b91c1c');
  localStorage.setItem(STORAGE_KEY, next);
  clearTimeout(overlayTimer);
  overlayTimer = setTimeout(() => {
    theme.switchingTo = undefined;
  }, THEME_OVERLAY_MS);
}

export function toggleTheme(): void {
  setTheme(theme.current === 'dark' ? 'light' : 'dark');
}
