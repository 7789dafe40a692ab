'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { RadioGroup } from '@/components/ui/choice';
import { useSavedSetting } from '@/components/settings/use-saved-setting';
import type { SettingValues } from '@/lib/settings/schemas';
import { MarketPage } from './marketplace';
import styles from './marketplace.module.css';

// Loaded when the additives market is chosen: the fuel market is the one most open.
const AdditivesMarket = lazy(() => import('@/components/additives/additives-market').then((m) => ({ default: m.AdditivesMarket })));

/**
 * /handelsplatz: the fuel market or, where the brand has one, the additives market, as the user
 * last chose (selectedMarket 0 or 1; `savedMarket` as the server read it, so the page does not
 * change its market after it shows).
 */
export function MarketScreen({ title, savedMarket }: { title: string; savedMarket: SettingValues['selectedMarket'] | null }) {
  const t = useTranslations('additives');
  const { flags } = useBrand();
  const market = useSavedSetting('selectedMarket', savedMarket);
  // The choice shows at once; saving it follows.
  const [chosen, setChosen] = useState<0 | 1 | null>(null);
  const additives = flags.additivesMarketplace && (chosen ?? market.value) === 1;
  const head = (
    <div className={styles.head}>
      <h1>{title}</h1>
      {flags.additivesMarketplace && (
        <RadioGroup
          legend={t('marketChoice')}
          name="selected-market"
          inline
          value={additives ? '1' : '0'}
          options={[
            { value: '0', label: t('fuels') },
            { value: '1', label: t('additives') },
          ]}
          onChange={(value) => {
            const chosenMarket = value === '1' ? 1 : 0;
            setChosen(chosenMarket);
            market.save(chosenMarket);
          }}
        />
      )}
    </div>
  );
  // The fuel market puts its countdown and refresh beside the heading, so the offers start higher.
  return additives ? (
    <>
      {head}
      <Suspense fallback={<p>{t('loading')}</p>}>
        <AdditivesMarket />
      </Suspense>
    </>
  ) : (
    <MarketPage head={head} />
  );
}
