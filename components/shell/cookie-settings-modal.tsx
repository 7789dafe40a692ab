'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Consent } from '@/lib/cookies/consent';
import styles from './shell.module.css';

interface Props {
  open: boolean;
  current: Consent | null;
  onCancel: () => void;
  onConfirm: (consent: Consent) => void;
}

/** Necessary cookies (always on) and analytical cookies (toggle); confirm stores the selection. */
export function CookieSettingsModal({ open, current, onCancel, onConfirm }: Props) {
  const t = useTranslations('cookies');
  const [analytical, setAnalytical] = useState(current === 'analytical');
  const [shown, setShown] = useState({ open, current });
  if (open !== shown.open || current !== shown.current) {
    setShown({ open, current });
    if (open) setAnalytical(current === 'analytical');
  }

  return (
    <Dialog
      open={open}
      title={t('settingsTitle')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={() => onConfirm(analytical ? 'analytical' : 'necessary')}>{t('confirmSelection')}</Button>
        </>
      }
    >
      <div className={styles.cookieOption}>
        <label className={styles.toggle}>
          <input type="checkbox" role="switch" checked disabled aria-describedby="cookie-necessary-text" />
          <strong>{t('necessaryTitle')}</strong> <span className={styles.muted}>({t('alwaysOn')})</span>
        </label>
        <p id="cookie-necessary-text">{t('necessaryText')}</p>
      </div>
      <div className={styles.cookieOption}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            checked={analytical}
            onChange={(e) => setAnalytical(e.target.checked)}
            aria-describedby="cookie-analytical-text"
          />
          <strong>{t('analyticalTitle')}</strong>
        </label>
        <p id="cookie-analytical-text">{t('analyticalText')}</p>
      </div>
    </Dialog>
  );
}
