'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './ui.module.css';

/** A modal dialog on the native <dialog>: focus trap, Escape to close, backdrop. */
export function Modal({ open, title, onClose, children, footer }: { open: boolean; title: string; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.() ?? dialog.setAttribute('open', '');
    if (!open && dialog.open) dialog.close?.() ?? dialog.removeAttribute('open');
  }, [open]);
  return (
    <dialog ref={ref} className={styles.modal} aria-labelledby="modal-title" onCancel={(e) => { e.preventDefault(); onClose(); }}>
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
