import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './ui.module.css';

/**
 * A link that stands on its own (not inside a sentence: "Alle Bestellungen", "Zurück zu den
 * Bestellungen", an order number in a table): at least 24 px tall, a tap target by WCAG 2.2, 2.5.8.
 * Its page is fetched when it is followed, not ahead (components/shell/menu-link.tsx says why).
 */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} className={className ? `${styles.textLink} ${className}` : styles.textLink} />;
}
