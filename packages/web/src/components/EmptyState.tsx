/**
 * What a screen shows when it has nothing to list: one sentence, or a richer body, and a way on. With a
 * sentence only it is a single paragraph.
 */
import type { AriaRole, ReactNode } from 'react';
import { Link } from 'wouter';

export interface EmptyStateLink {
  href: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

export function EmptyState({
  text,
  link,
  role,
  children,
}: {
  text?: ReactNode;
  link?: EmptyStateLink;
  role?: AriaRole;
  /** Shown before the sentence (an icon, a heading, a hint, a retry button). */
  children?: ReactNode;
}) {
  if (!link && !children) {
    return (
      <p className="empty-state card" role={role}>
        {text}
      </p>
    );
  }
  return (
    <div className="empty-state card" role={role}>
      {children}
      {text ? <p>{text}</p> : null}
      {link ? (
        <Link href={link.href} className={`btn btn-${link.variant ?? 'primary'} btn-md`}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
