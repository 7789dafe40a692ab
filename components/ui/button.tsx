'use client';

import { useSyncExternalStore, type ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'link';

const noSubscription = () => () => undefined;

/**
 * Whether React has taken over the page: false in the server's HTML and while hydrating, true from
 * then on (no effect, no second render when the component mounts after hydration).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A button of the design. A submit button stays disabled until the page's script has taken over:
 * pressed before, the browser would send the form itself and render the page again, empty, and
 * what the user typed would be lost.
 */
export function Button({ variant = 'primary', className, disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || (props.type === 'submit' && !hydrated)}
      className={`${styles.button} ${styles[variant]} ${className ?? ''}`}
    />
  );
}
