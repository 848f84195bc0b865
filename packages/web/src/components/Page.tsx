/** A page's frame: its heading (the page's one h1), the document title, and its content. */
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { brand } from '../lib/brand';

export function usePageTitle(title: string | undefined): void {
  const store = useSnapshot(brand).name;
  useEffect(() => {
    document.title = title ? `${title} | ${store}` : store;
  }, [title, store]);
}

export function Page({
  title,
  children,
  className,
  hideHeading,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
  hideHeading?: boolean;
}) {
  usePageTitle(title);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <h1 className={hideHeading ? 'visually-hidden' : 'page-title'}>{title}</h1>
      {children}
    </div>
  );
}
