import type { HTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

interface Props extends HTMLAttributes<HTMLDivElement> {
  /** The id of the control inside, which the label names. */
  id: string;
  label: string;
  required?: boolean;
  /** Already translated; shown under the control and announced. */
  message?: string | null;
  children: ReactNode;
}

/** The frame every form field shares: its label (with * when required), the control, and the room for its message. */
export function Field({ id, label, required, message, className, children, ...rest }: Props) {
  return (
    <div {...rest} className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {/* Always there, one line high: a message that comes or goes moves nothing below it (the submit button least of all). */}
      <p id={`${id}-error`} className={styles.fieldError}>
        {message && <span role="alert">{message}</span>}
      </p>
    </div>
  );
}

/** The attributes that tie a control to the message of its Field. */
export const invalidWhen = (id: string, message: string | null | undefined) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${id}-error` : undefined,
});
