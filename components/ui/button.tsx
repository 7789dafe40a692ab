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
 * A button of the design. Until the page's script has taken over a button does nothing when
 * pressed, and says so (aria-disabled); a submit button is disabled outright, as the browser would
 * otherwise send the form itself and render the page again, empty: what the user typed would be lost.
 */
export function Button({ variant = 'primary', className, disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const hydrated = useHydrated();
  const submit = props.type === 'submit';
  return (
    <button
      type="button"
      aria-disabled={hydrated || submit ? undefined : true}
      {...props}
      disabled={disabled || (submit && !hydrated)}
      className={`${styles.button} ${styles[variant]} ${className ?? ''}`}
    />
  );
}
