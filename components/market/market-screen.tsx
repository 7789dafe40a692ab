'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdditivesMarket } from '@/components/additives/additives-market';
import { useBrand } from '@/components/providers/brand-context';
import { useSavedSetting } from '@/components/settings/use-saved-setting';
import { MarketPage } from './marketplace';
import styles from './marketplace.module.css';

/** /handelsplatz: the fuel market or, where the brand has one, the additives market, as the user last chose (selectedMarket 0 or 1). */
export function MarketScreen() {
  const t = useTranslations('additives');
  const { flags } = useBrand();
  const market = useSavedSetting('selectedMarket');
  // The choice shows at once; saving it follows.
  const [chosen, setChosen] = useState<0 | 1 | null>(null);
  const additives = flags.additivesMarketplace && (chosen ?? market.value) === 1;
  return (
    <>
      {flags.additivesMarketplace && (
        <div className={styles.marketSwitch} role="radiogroup" aria-label={t('marketChoice')}>
          {[
            [0, t('fuels')],
            [1, t('additives')],
          ].map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="selected-market"
                checked={(additives ? 1 : 0) === value}
                onChange={() => {
                  setChosen(value as 0 | 1);
                  market.save(value as 0 | 1);
                }}
              />{' '}
              {label}
            </label>
          ))}
        </div>
      )}
      {additives ? <AdditivesMarket /> : <MarketPage />}
    </>
  );
}
