import type { ReactNode } from 'react';
import styles from './status-label.module.css';

/**
 * A status as a small label, coloured by what it asks of the reader (open or to confirm: amber;
 * declined or cancelled: red). The words come from the one status map (lib/format/status-labels)
 * through the caller's translations, so the label sends no message namespace of its own.
 */
export function StatusLabel({ status, children, testId }: { status: string; children: ReactNode; testId?: string }) {
  return (
    <span className={styles.status} data-status={status} data-testid={testId}>
      {children}
    </span>
  );
}
