'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from './pricing.module.css';

/** A titled Pricing Engine section with its hint and, where rules are added there, an "add" button. */
export function RuleSection({ id, title, hint, onAdd, children }: { id: string; title: string; hint: string; onAdd?: () => void; children: ReactNode }) {
  const t = useTranslations('pricing');
  return (
    <section className={styles.section} aria-labelledby={`pricing-${id}`} data-testid={`pricing-${id}`}>
      <div className={styles.head}>
        <h2 id={`pricing-${id}`}>{title}</h2>
        {onAdd && (
          <Button variant="secondary" onClick={onAdd}>
            {t('add')}
          </Button>
        )}
      </div>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  );
}
