/**
 * A modal dialog: focus moves into it, Tab and Shift+Tab stay inside, Escape closes it, and focus
 * returns to where it was when it closes. Rendered only while open.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'alertdialog' for errors and confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  className,
  closeOnBackdrop = true,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panel, open, onClose);

  if (!open) return null;
  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="dialog-body">
            {children}
          </div>
        ) : null}
        {actions ? <div className="dialog-actions">{actions}</div> : null}
      </div>
    </div>
  );
}
