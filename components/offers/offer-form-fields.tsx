'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { NumberInput } from '@/components/ui/number-input';
import { priceUnitLabel } from '@/lib/format/units';
import { IceMonthOptions } from './ice-month-options';
import { Select } from '@/components/ui/select';
import type { OfferFormState } from './offer-form-state';
import styles from './offers.module.css';
import type { OfferMetadata } from './queries';
import { DatePicker } from '@/components/ui/date-picker';
import { DateTimeField } from '@/components/ui/date-time-field';
import { TimeField } from '@/components/ui/time-field';

export const FX_SYMBOLS = ['EUR/USD', 'USD/CHF'] as const;

/** The brand's exchange symbol by its currency (the public brand does not carry the symbol itself). */
export const fxSymbolFor = (currency: string) => (currency === 'CHF' ? 'USD/CHF' : 'EUR/USD');

interface Props {
  state: OfferFormState;
  change: <K extends keyof OfferFormState>(field: K, value: OfferFormState[K]) => void;
  blur: (field: string) => () => void;
  errorOf: (field: string) => string | null;
  metadata: OfferMetadata;
  /** The offer edited, if any: rules may name it. */
  offerId?: number;
}

/** Every field of trading-domain 3 "Offer", grouped the way a sales desk fills them in. */
export function OfferFormFields({ state, change, blur, errorOf, metadata, offerId }: Props) {
  const t = useTranslations('offers');
  const tc = useTranslations('common');
  const brand = useBrand();
  const live = state.priceType !== 'FIXED';
  const f = (name: Exclude<keyof OfferFormState, 'collectionMode'>) => ({
    name,
    label: t(`fields.${name}`, { unit: priceUnitLabel(brand.currency) }),
    onBlur: blur(name),
    error: errorOf(name),
  });
  const num = (name: Exclude<keyof OfferFormState, 'collectionMode'>, decimals: number, positiveOnly = true) => ({
    ...f(name),
    value: state[name] as never,
    onChange: (v: unknown) => change(name, v as never),
    decimals,
    positiveOnly,
  });
  const req = (label: string) => `${label} *`;

  return (
    <div className={styles.form}>
      <fieldset>
        <legend>{t('sections.product')}</legend>
        <Select {...f('productId')} required value={state.productId} onChange={(v) => change('productId', v)}>
          <option value="">{t('choose')}</option>
          {metadata.fuels.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
        <Select {...f('terminalId')} required value={state.terminalId} onChange={(v) => change('terminalId', v)}>
          <option value="">{t('choose')}</option>
          {metadata.regions.map((r) => (
            <optgroup key={r.id} label={r.name}>
              {r.terminals.map((term) => (
                <option key={term.id} value={term.id}>
                  {term.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </fieldset>

      <fieldset>
        <legend>{t('sections.volume')}</legend>
        <div className={styles.wide}>
          <NumberInput {...num('totalVolume', 3)} label={req(t('fields.totalVolume'))} />
        </div>
        <NumberInput {...num('minOrderQuantity', 3)} label={req(t('fields.minOrderQuantity'))} />
        <NumberInput {...num('maxOrderQuantity', 3)} label={req(t('fields.maxOrderQuantity'))} />
      </fieldset>

      <fieldset>
        <legend>{t('sections.price')}</legend>
        <Select {...f('priceType')} required value={state.priceType} onChange={(v) => change('priceType', v as OfferFormState['priceType'])}>
          <option value="FIXED">{tc('priceTypes.FIXED')}</option>
          <option value="API">{tc('priceTypes.API')}</option>
          {/* platform-shell 3: TRACKING exists but is not offered for new choices. */}
          <option value="TRACKING" disabled={state.priceType !== 'TRACKING'}>
            {tc('priceTypes.TRACKING')}
          </option>
        </Select>
        {!live && (
          <>
            <Select {...f('priceUnit')} value={state.priceUnit} onChange={(v) => change('priceUnit', v as OfferFormState['priceUnit'])}>
              <option value="PER_100L15">{t('priceUnits.PER_100L15')}</option>
              <option value="PER_LITRE">{t('priceUnits.PER_LITRE')}</option>
            </Select>
            <NumberInput {...num('fixedPrice', state.priceUnit === 'PER_LITRE' ? 4 : brand.decimals)} label={req(t('fields.fixedPrice'))} />
          </>
        )}
        {live && (
          <>
            <Select {...f('iceMonth')} required value={state.iceMonth} onChange={(v) => change('iceMonth', v)}>
              {/* With the ICE future dropdown (oil pool) the seller sees which contract month each M0x prices with now. */}
              <IceMonthOptions productId={state.productId} terminalId={state.terminalId} offerId={offerId} />
            </Select>
            <Select {...f('fxSymbol')} required value={state.fxSymbol} onChange={(v) => change('fxSymbol', v)}>
              {FX_SYMBOLS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
            <NumberInput {...num('fxPremium', 6, false)} />
          </>
        )}
        <NumberInput {...num('surcharge', brand.decimals, false)} />
        {/* Price optimisation is a brand feature; without it stored values stay as they are. */}
        {brand.flags.priceOptimisation && (
          <>
            <NumberInput {...num('minimumPrice', brand.decimals)} />
            <NumberInput {...num('maxPriceDrop', brand.decimals)} />
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('sections.availability')}</legend>
        <DateTimeField {...f('startsAt')} required value={state.startsAt} onChange={(v) => change('startsAt', v)} />
        <DateTimeField {...f('endsAt')} required value={state.endsAt} onChange={(v) => change('endsAt', v)} />
        <TimeField {...f('dailyStart')} required value={state.dailyStart} onChange={(v) => change('dailyStart', v)} />
        <TimeField {...f('dailyEnd')} required value={state.dailyEnd} onChange={(v) => change('dailyEnd', v)} />
        <label className={styles.wide}>
          <input type="checkbox" checked={state.anonymous} onChange={(e) => change('anonymous', e.target.checked)} /> {t('fields.anonymous')}
        </label>
      </fieldset>

      <fieldset>
        <legend>{t('sections.collection')}</legend>
        <div className={styles.radios} role="radiogroup" aria-label={t('sections.collection')}>
          {(['period', 'custom'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name="collectionMode" checked={state.collectionMode === mode} onChange={() => change('collectionMode', mode)} />{' '}
              {t(`collectionModes.${mode}`)}
            </label>
          ))}
        </div>
        {state.collectionMode === 'period' ? (
          <div className={styles.wide}>
            <Select {...f('liftingPeriodId')} required value={state.liftingPeriodId} onChange={(v) => change('liftingPeriodId', v)}>
              <option value="">{t('choose')}</option>
              {metadata.liftingPeriods.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <>
            <DatePicker
              {...f('collectionStart')}
              required
              value={state.collectionStart}
              onChange={(v) => change('collectionStart', v)}
              error={errorOf('collectionStart') ?? errorOf('liftingPeriodId')}
            />
            <DatePicker
              {...f('collectionEnd')}
              required
              min={state.collectionStart || undefined}
              value={state.collectionEnd}
              onChange={(v) => change('collectionEnd', v)}
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
