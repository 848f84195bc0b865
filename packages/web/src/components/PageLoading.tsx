/**
 * What a page shows while its code or data load. The app decides what that is (the server's drawing of the
 * first page, app/bootPreview.tsx) and provides it here, so pages need not import the app.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type PageKind = 'home' | 'product' | 'category';

export interface PageLoadingProps {
  /** The page the loading view stands in for. */
  kind?: PageKind;
  /** Shown when the app has nothing better for this page. */
  fallback?: ReactNode;
}

function FallbackOnly({ fallback = null }: PageLoadingProps) {
  return fallback;
}

export const PageLoadingView = createContext<ComponentType<PageLoadingProps>>(FallbackOnly);

export function PageLoading(props: PageLoadingProps) {
  const View = useContext(PageLoadingView);
  return <View {...props} />;
}
