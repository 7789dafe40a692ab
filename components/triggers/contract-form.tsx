'use client';

import Decimal from 'decimal.js';
import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMetadata } from '@/components/offers/queries';
import { useEnabledBuyers } from '@/components/pricing/queries';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NumberInput } from '@/components/ui/number-input';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { unitLabel } from '@/lib/format/units';
import { PREMIUM_UNITS } from '@/lib/triggers/schemas';
import styles from './triggers.module.css';
import { useRefusalText, useTriggerWrite, type TriggerContractDto } from './use-triggers';
import { isKeyOf, type TextKey } from '@/lib/i18n/keys';
import type { Messages } from '@/lib/i18n/messages';

/** The typed fields in the order of the form. */
const FIELDS = [
  'ekkNumber',
  'month',
  'monthlyVolume',
  'flexibility',
  'orderMin',
  'orderMax',
  'timeFrom',
  'timeTo',
  'dailyCount',
  'premium',
  'conversionFactor',
  'comment',
] as const;
/** The numeric fields with their decimals as the call takes them; only the premium may be negative. */
const NUMBERS = {
  monthlyVolume: 3,
  flexibility: 2,
  orderMin: 3,
  orderMax: 3,
  dailyCount: 0,
  premium: 4,
  conversionFactor: 4,
} as const;
type NumberField = keyof typeof NUMBERS;
const isNumber = (name: string): name is NumberField => name in NUMBERS;

/** A new trigger contract (design 7), or a change of `contract`, for an enabled buyer: one product, or petrol products with their split (a mogas bundle). */
export function ContractForm({ contract, onClose }: { contract?: TriggerContractDto; onClose: () => void }) {
  const t = useTranslations('triggers');
  const tv = useTranslations('validation');
  const { validation } = useMessages();
  const fieldText = (key: string) => (isKeyOf(validation, key) ? tv(key) : tv('invalid_value'));
  const metadata = useMetadata();
  const buyers = useEnabledBuyers();
  const { currency } = useBrand();
  const [form, setForm] = useState<Record<string, string>>(() =>
    contract ? formOf(contract) : { timeFrom: '08:00', timeTo: '18:00', premiumUnit: 'EUR/100L15', iceMonth: '0' },
  );
  const [numbers, setNumbers] = useState<Partial<Record<NumberField, Decimal | null>>>(() =>
    contract ? numbersOf(contract) : { flexibility: new Decimal(0), dailyCount: new Decimal(3) },
  );
  const [split, setSplit] = useState<Record<number, Decimal | null>>(() =>
    Object.fromEntries(contract?.products.map((p) => [p.id, new Decimal(p.percent)]) ?? []),
  );
  const [weekdays, setWeekdays] = useState(contract?.triggerTimes.weekdays ?? [1, 2, 3, 4, 5]);
  const [fields, setFields] = useState<Record<string, string>>({});
  // A refusal naming no field (another edit meanwhile: contract_edited_elsewhere), as text.
  const [problem, setProblem] = useState<string | null>(null);
  const problemText = useRefusalText('technical_error');
  const save = useTriggerWrite((body: object) =>
    contract
      ? apiFetch(`/api/triggers/contracts/${contract._id}`, { method: 'PUT', body: { ...body, version: contract.version } })
      : apiFetch('/api/triggers/contracts', { method: 'POST', body, idempotent: true }),
  );
  const set = (name: string, value: string) => setForm({ ...form, [name]: value });
  const fieldProblem = (name: string) => fields[name] && <span className={styles.error}>{fieldText(fields[name])}</span>;
  const submit = () =>
    save.mutate(
      {
        buyerAccountId: Number(form.buyerAccountId),
        terminalId: Number(form.terminalId),
        products: Object.entries(split)
          .filter(([, percent]) => percent && !percent.isZero())
          .map(([productId, percent]) => ({ productId: Number(productId), percent: percent!.toFixed() })),
        weekdays,
        iceMonth: Number(form.iceMonth),
        premiumUnit: form.premiumUnit,
        ...Object.fromEntries(FIELDS.filter((name) => !isNumber(name) && form[name]).map((name) => [name, form[name]])),
        ...Object.fromEntries(
          Object.entries(numbers)
            .filter(([, value]) => value)
            .map(([name, value]) => [name, name === 'dailyCount' ? value!.toNumber() : value!.toFixed()]),
        ),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const named = error instanceof ApiError ? error.problem.fields : undefined;
          setFields(named ?? {});
          setProblem(named ? null : problemText(error));
        },
      },
    );
  const select = (name: TextKey<Messages['triggers']['fields']>, options: { id: number | string; name: string }[], disabled = false) => (
    <label className={styles.field}>
      {t(`fields.${name}`)}
      <select value={form[name] ?? ''} disabled={disabled} onChange={(e) => set(name, e.target.value)}>
        <option value="">{t('choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {fieldProblem(name)}
    </label>
  );
  return (
    <Dialog
      open
      title={contract ? t('editContract', { ekk: contract.ekkNumber }) : t('newContract')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {/* A contract stays its buyer's. */}
        {select('buyerAccountId', contract ? [contract.buyer] : (buyers.data ?? []), !!contract)}
        {select(
          'terminalId',
          (metadata.data?.regions ?? []).flatMap((r) => r.terminals),
        )}
        {FIELDS.map((name) =>
          isNumber(name) ? (
            <NumberInput
              key={name}
              label={t(`fields.${name}`)}
              value={numbers[name] ?? null}
              onChange={(value) => setNumbers({ ...numbers, [name]: value })}
              decimals={NUMBERS[name]}
              positiveOnly={name !== 'premium'}
              error={fields[name] ? fieldText(fields[name]) : null}
            />
          ) : (
            <label key={name} className={styles.field}>
              {t(`fields.${name}`)}
              <input value={form[name] ?? ''} placeholder={name === 'month' ? 'JJJJ-MM' : undefined} onChange={(e) => set(name, e.target.value)} />
              {fieldProblem(name)}
            </label>
          ),
        )}
        {select(
          'premiumUnit',
          PREMIUM_UNITS.map((unit) => ({ id: unit, name: unitLabel(unit, currency) })),
        )}
        {select(
          'iceMonth',
          [0, 1, 2, 3, 4, 5, 6].map((m) => ({ id: m, name: `M0${m}` })),
        )}
      </div>
      <fieldset>
        <legend>{t('fields.products')}</legend>
        {(metadata.data?.fuels ?? []).map((product) => (
          <NumberInput
            key={product.id}
            label={`${product.name} (%)`}
            value={split[product.id] ?? null}
            onChange={(value) => setSplit({ ...split, [product.id]: value })}
            decimals={2}
            positiveOnly
          />
        ))}
        {fieldProblem('products')}
      </fieldset>
      <fieldset>
        <legend>{t('fields.weekdays')}</legend>
        {([1, 2, 3, 4, 5, 6, 7] as const).map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={weekdays.includes(day)}
              onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day))}
            />{' '}
            {t(`weekdays.${day}`)}{' '}
          </label>
        ))}
      </fieldset>
      {problem && <p role="alert">{problem}</p>}
    </Dialog>
  );
}

/** The form's text and choice fields of a listed contract. */
function formOf(c: TriggerContractDto): Record<string, string> {
  return {
    buyerAccountId: String(c.buyer.id),
    terminalId: String(c.terminal.id),
    ekkNumber: c.ekkNumber,
    month: c.month,
    timeFrom: c.triggerTimes.from,
    timeTo: c.triggerTimes.to,
    premiumUnit: c.priceBasis.premiumUnit,
    iceMonth: String(c.priceBasis.iceMonth),
    comment: c.comment,
  };
}

/** The form's numbers of a listed contract. */
function numbersOf(c: TriggerContractDto): Record<NumberField, Decimal | null> {
  const { premium, conversionFactor } = c.priceBasis;
  return {
    monthlyVolume: new Decimal(c.monthlyVolume),
    flexibility: new Decimal(c.flexibility),
    orderMin: new Decimal(c.orderMin),
    orderMax: new Decimal(c.orderMax),
    dailyCount: new Decimal(c.dailyCount),
    premium: new Decimal(premium),
    conversionFactor: conversionFactor === null ? null : new Decimal(conversionFactor),
  };
}
