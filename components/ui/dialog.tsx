'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Esc, the footer's "Abbrechen" and the caller's own ways out all end here. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons, "Abbrechen" first; ConfirmDialog writes them for a yes/no question. */
  footer?: ReactNode;
  /** Adds to the dialog's own class (e.g. the basket goes full-screen on a phone). */
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog, on the native <dialog> with showModal: the page behind is inert, Esc
 * closes it, Tab and Shift+Tab stay inside, and on closing the focus returns to the control that
 * opened it, so a keyboard user goes on where she was.
 */
export function Dialog({ open, title, onClose, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  // showModal keeps the focus in the page, but lets Tab leave for the browser's own controls; wrap it instead.
  const keepFocusInside = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.modal} ${className}` : styles.modal}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          <div>{children}</div>
          {footer && <div className={styles.modalFooter}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}
