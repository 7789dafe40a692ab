'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SellerAdditives } from '@/components/additives/seller-additives';
import { MyOffers } from '@/components/offers/my-offers';
import { useMetadata } from '@/components/offers/queries';
import { CsvUpload } from './csv-upload';
import styles from './uploads.module.css';

/** My offers with its CSV upload tab (trading-domain 2: "CSV upload: upload with preview, apply, and a history list"). */
export function OfferManagementTabs({ title }: { title: string }) {
  const t = useTranslations('uploads');
  const ta = useTranslations('additives');
  const [tab, setTab] = useState<'offers' | 'additives' | 'upload'>('offers');
  // Sellers of additives (account feature productAdditives) keep their containers in a tab of their own.
  const additives = useMetadata().data?.features.includes('productAdditives') ?? false;
  const label = { offers: t('tabOffers'), additives: ta('tab'), upload: t('tabUpload') };
  const tabs = additives ? (['offers', 'additives', 'upload'] as const) : (['offers', 'upload'] as const);
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {tabs.map((name) => (
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
        {tab === 'offers' && <MyOffers title={title} />}
        {tab === 'additives' && (
          <section>
            <h1>{title}</h1>
            <SellerAdditives />
          </section>
        )}
        {tab === 'upload' && <CsvUpload title={t('title')} />}
      </div>
    </>
  );
}
