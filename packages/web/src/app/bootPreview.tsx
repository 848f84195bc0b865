/**
 * The first page's largest image, drawn by the server inside the static boot shell (for `/` the banners,
 * for a product page its first image, for a category page its first cards' images) from the templates the build writes (bootPreviewMarkup.ts), so it
 * paints before any script runs. Taken aside at start-up, before the app's first render replaces the shell; while the first page's
 * code or data load, the app shows that very drawing (the same elements, the image already decoded) instead
 * of a spinner, so the picture stays on screen until the page itself replaces it.
 *
 * Nothing of the catalog is read from it: the app only moves the server's elements.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../messages/shell';

type Kind = 'home' | 'product' | 'category';

const KINDS: readonly Kind[] = ['home', 'product', 'category'];

/** The address a drawing of `kind` is for. */
function pathOf(kind: Kind, slug: string): string {
  if (kind === 'home') return '/';
  return kind === 'category' ? `/category/${slug}` : `/${slug}`;
}

function takeBootDrawing(): { path: string; kind: Kind; page: Element } | undefined {
  if (typeof document === 'undefined') return undefined;
  const main = document.querySelector<HTMLElement>('#root .boot [data-boot-page]');
  const kind = KINDS.find((known) => known === main?.dataset.bootPage);
  const page = main?.firstElementChild;
  if (!main || !page || !kind) return undefined;
  const path = pathOf(kind, main.dataset.bootSlug ?? '');
  // Only for the address the server drew it for (a service-worker shell has no drawing at all).
  return path === location.pathname ? { path, kind, page } : undefined;
}

/** Read at module evaluation, i.e. before main.tsx renders the app over the shell. */
const boot = takeBootDrawing();

/**
 * While the first page's code or data load: the server's drawing of that page (of the given kind), or the
 * fallback on any other page.
 */
export function BootPage({ kind, fallback = null }: { kind?: Kind; fallback?: ReactNode }) {
  const [path] = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const drawing = boot && boot.path === path && (!kind || kind === boot.kind) ? boot : undefined;
  useLayoutEffect(() => {
    if (drawing) ref.current?.append(drawing.page);
  }, [drawing]);
  if (!drawing) return fallback;
  return (
    <div ref={ref} className="boot-page">
      <span className="visually-hidden" role="status">
        {messages.common.loading}
      </span>
    </div>
  );
}
