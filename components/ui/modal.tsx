'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './ui.module.css';

/** A modal dialog on the native <dialog>: focus trap, Escape to close, backdrop. */
/** `className` adds to the dialog's own class (e.g. the basket goes full-screen on a phone). */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.() ?? dialog.setAttribute('open', '');
    if (!open && dialog.open) dialog.close?.() ?? dialog.removeAttribute('open');
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `${styles.modal} ${className}` : styles.modal}
      aria-labelledby="modal-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id="modal-title">{title}</h2>
          <div>{children}</div>
          {footer && <div className={styles.modalFooter}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
