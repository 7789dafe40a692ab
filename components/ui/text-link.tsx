import type { ComponentProps } from 'react';
import { PageLink } from './page-link';
import styles from './ui.module.css';

/**
 * A link that stands on its own (not inside a sentence: "Alle Bestellungen", "Zurück zu den
 * Bestellungen", an order number in a table): at least 24 px tall, a tap target by WCAG 2.2, 2.5.8.
 */
export function TextLink({ className, ...props }: ComponentProps<typeof PageLink>) {
  return <PageLink {...props} className={className ? `${styles.textLink} ${className}` : styles.textLink} />;
}
