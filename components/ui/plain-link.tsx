import type { AnchorHTMLAttributes } from 'react';
import styles from './ui.module.css';

/**
 * TextLink as a plain <a>: for a file download, a tel: or mailto: address, and the pages that keep
 * next/link's client code off (the login page, components/shell/legal-links.tsx).
 */
export function PlainLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} className={className ? `${styles.textLink} ${className}` : styles.textLink} />;
}
