'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MyOffers } from '@/components/offers/my-offers';
import { CsvUpload } from './csv-upload';
import styles from './uploads.module.css';

/** My offers with its CSV upload tab (trading-domain 2: "CSV upload: upload with preview, apply, and a history list"). */
export function OfferManagementTabs({ title }: { title: string }) {
  const t = useTranslations('uploads');
  const [tab, setTab] = useState<'offers' | 'upload'>('offers');
  const label = { offers: t('tabOffers'), upload: t('tabUpload') };
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {(['offers', 'upload'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`offer-management-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="offer-management-panel"
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {label[name]}
          </button>
        ))}
      </div>
      <div id="offer-management-panel" role="tabpanel" aria-labelledby={`offer-management-tab-${tab}`}>
        {tab === 'offers' ? <MyOffers title={title} /> : <CsvUpload title={t('title')} />}
      </div>
    </>
  );
}
