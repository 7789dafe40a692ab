'use client';

import type { ReactNode } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import styles from './auth.module.css';

/** The centred card of the simple-layout screens (login, logout, password reset, terms); without the logo under a header that shows it. */
export function AuthCard({ title, wide, logo = true, children }: { title: string; wide?: boolean; logo?: boolean; children: ReactNode }) {
  const brand = useBrand();
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="auth-title">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG logo */}
        {logo && <img className={styles.logo} src={brand.logo} alt={brand.company.headline} />}
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}

/** A message box; `role=alert` for errors so screen readers announce them at once. */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
