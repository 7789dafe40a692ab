'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SellerAdditives } from '@/components/additives/seller-additives';
import { MyOffers } from '@/components/offers/my-offers';
import { useMetadata } from '@/components/offers/queries';
import { Tabs } from '@/components/ui/tabs';
import { CsvUpload } from './csv-upload';

type Tab = 'offers' | 'additives' | 'upload';

/** My offers with its CSV upload tab (trading-domain 2: "CSV upload: upload with preview, apply, and a history list"). */
export function OfferManagementTabs({ title }: { title: string }) {
  const t = useTranslations('uploads');
  const ta = useTranslations('additives');
  const [tab, setTab] = useState<Tab>('offers');
  // Sellers of additives (account feature productAdditives) keep their containers in a tab of their own.
  const additives = useMetadata().data?.features.includes('productAdditives') ?? false;
  const label = { offers: t('tabOffers'), additives: ta('tab'), upload: t('tabUpload') };
  const tabs: Tab[] = additives ? ['offers', 'additives', 'upload'] : ['offers', 'upload'];
  return (
    <Tabs label={title} tabs={tabs.map((key) => ({ key, label: label[key] }))} selected={tab} onSelect={setTab}>
      {tab === 'offers' && <MyOffers title={title} />}
      {tab === 'additives' && (
        <section>
          <h1>{title}</h1>
          <SellerAdditives />
        </section>
      )}
      {tab === 'upload' && <CsvUpload title={t('title')} />}
    </Tabs>
  );
}
