'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useBrand } from '@/components/providers/brand-context';
import { Checkbox, RadioGroup } from '@/components/ui/choice';
import { DatePicker } from '@/components/ui/date-picker';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { TimeField } from '@/components/ui/time-field';
import { priceUnitLabel } from '@/lib/format/units';
import type { OfferForm } from '@/lib/offers/schemas';
import { IceMonthOptions } from './ice-month-options';
import { FX_SYMBOLS, type OfferFormState } from './offer-form-state';
import styles from './offers.module.css';
import type { OfferMetadata } from './queries';

type Named = Exclude<keyof OfferFormState, 'collectionMode' | 'anonymous'>;
type DecimalField = 'totalVolume' | 'minOrderQuantity' | 'maxOrderQuantity' | 'fixedPrice' | 'fxPremium' | 'surcharge' | 'minimumPrice' | 'maxPriceDrop';
type TextField = Exclude<Named, DecimalField>;

interface Props {
  form: UseFormReturn<OfferFormState, unknown, OfferForm>;
  metadata: OfferMetadata;
  /** The offer edited, if any: rules may name it. */
  offerId?: number;
}

/** Every field of trading-domain 3 "Offer", grouped the way a sales desk fills them in. */
export function OfferFormFields({ form, metadata, offerId }: Props) {
  const t = useTranslations('offers');
  const tc = useTranslations('common');
  const brand = useBrand();
  const { control } = form;
  const [priceType, priceUnit, collectionMode, productId, terminalId, collectionStart, liftingPeriodId] = useWatch({
    control,
    name: ['priceType', 'priceUnit', 'collectionMode', 'productId', 'terminalId', 'collectionStart', 'liftingPeriodId'],
  });
  // Deactivated catalogue entries are offered for nothing new; the one an edited offer holds stays shown.
  const offerable = <T extends { id: number; active: boolean }>(entries: T[], chosen: string) =>
    entries.filter((entry) => entry.active || String(entry.id) === chosen);
  const live = priceType !== 'FIXED';
  const label = (name: Named) => t(`fields.${name}`, { unit: priceUnitLabel(brand.currency) });
  const select = (name: TextField, children: ReactNode, required = true) => (
    <FormField
      control={control}
      name={name}
      render={(field) => (
        <Select {...field} label={label(name)} required={required}>
          {children}
        </Select>
      )}
    />
  );
  const num = (name: DecimalField, decimals: number, { positiveOnly = true, required = false } = {}) => (
    <FormField
      control={control}
      name={name}
      render={(field) => <NumberInput {...field} label={required ? `${label(name)} *` : label(name)} decimals={decimals} positiveOnly={positiveOnly} />}
    />
  );
  const moment = (name: 'startsAt' | 'endsAt') => (
    <FormField control={control} name={name} render={(field) => <DateTimeField {...field} label={label(name)} required />} />
  );
  const time = (name: 'dailyStart' | 'dailyEnd') => (
    <FormField control={control} name={name} render={(field) => <TimeField {...field} label={label(name)} required />} />
  );
  const choose = <option value="">{t('choose')}</option>;

  return (
    <div className={styles.form}>
      <fieldset>
        <legend>{t('sections.product')}</legend>
        {select(
          'productId',
          <>
            {choose}
            {offerable(metadata.fuels, productId).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </>,
        )}
        {select(
          'terminalId',
          <>
            {choose}
            {metadata.regions.map((r) => {
              const terminals = offerable(r.terminals, terminalId);
              return terminals.length === 0 ? null : (
                <optgroup key={r.id} label={r.name}>
                  {terminals.map((term) => (
                    <option key={term.id} value={term.id}>
                      {term.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </>,
        )}
      </fieldset>

      <fieldset>
        <legend>{t('sections.volume')}</legend>
        <div className={styles.wide}>{num('totalVolume', 3, { required: true })}</div>
        {num('minOrderQuantity', 3, { required: true })}
        {num('maxOrderQuantity', 3, { required: true })}
      </fieldset>

      <fieldset>
        <legend>{t('sections.price')}</legend>
        {select(
          'priceType',
          <>
            <option value="FIXED">{tc('priceTypes.FIXED')}</option>
            <option value="API">{tc('priceTypes.API')}</option>
            {/* platform-shell 3: TRACKING exists but is not offered for new choices. */}
            <option value="TRACKING" disabled={priceType !== 'TRACKING'}>
              {tc('priceTypes.TRACKING')}
            </option>
          </>,
        )}
        {!live && (
          <>
            {select(
              'priceUnit',
              <>
                <option value="PER_100L15">{t('priceUnits.PER_100L15')}</option>
                <option value="PER_LITRE">{t('priceUnits.PER_LITRE')}</option>
              </>,
              false,
            )}
            {num('fixedPrice', priceUnit === 'PER_LITRE' ? 4 : brand.decimals, { required: true })}
          </>
        )}
        {live && (
          <>
            {/* With the ICE future dropdown (oil pool) the seller sees which contract month each M0x prices with now. */}
            {select('iceMonth', <IceMonthOptions productId={productId} terminalId={terminalId} offerId={offerId} />)}
            {select(
              'fxSymbol',
              FX_SYMBOLS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              )),
            )}
            {num('fxPremium', 6, { positiveOnly: false })}
          </>
        )}
        {num('surcharge', brand.decimals, { positiveOnly: false })}
        {/* Price optimisation is a brand feature; without it stored values stay as they are. */}
        {brand.flags.priceOptimisation && (
          <>
            {num('minimumPrice', brand.decimals)}
            {num('maxPriceDrop', brand.decimals)}
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('sections.availability')}</legend>
        {moment('startsAt')}
        {moment('endsAt')}
        {time('dailyStart')}
        {time('dailyEnd')}
        <div className={styles.wide}>
          <FormField control={control} name="anonymous" render={(field) => <Checkbox {...field} checked={field.value} label={t('fields.anonymous')} />} />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('sections.collection')}</legend>
        <div className={styles.wide}>
          <FormField
            control={control}
            name="collectionMode"
            render={(field) => (
              <RadioGroup
                {...field}
                inline
                legend={t('sections.collection')}
                options={(['period', 'custom'] as const).map((mode) => ({ value: mode, label: t(`collectionModes.${mode}`) }))}
              />
            )}
          />
        </div>
        {collectionMode === 'period' ? (
          <div className={styles.wide}>
            {select(
              'liftingPeriodId',
              <>
                {choose}
                {offerable(metadata.liftingPeriods, liftingPeriodId).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </>,
            )}
          </div>
        ) : (
          <>
            {/* Without a day either, the schema misses a lifting period: that message shows here, where it can be fixed. */}
            <FormField
              control={control}
              name="liftingPeriodId"
              render={(period) => (
                <FormField
                  control={control}
                  name="collectionStart"
                  render={(field) => <DatePicker {...field} error={field.error ?? period.error} label={label('collectionStart')} required />}
                />
              )}
            />
            <FormField
              control={control}
              name="collectionEnd"
              render={(field) => <DatePicker {...field} label={label('collectionEnd')} required min={collectionStart || undefined} />}
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
