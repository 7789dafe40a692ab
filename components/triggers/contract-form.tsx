'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMetadata } from '@/components/offers/queries';
import { useEnabledBuyers } from '@/components/pricing/queries';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import styles from './triggers.module.css';
import { useProblemText, useTriggerWrite, type TriggerContractDto } from './use-triggers';

const TEXT = [
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
const NUMBERS = new Set(['dailyCount']);
/** Typed as German numbers are ("1,50"); the call takes a decimal point. */
const DECIMALS = new Set(['monthlyVolume', 'flexibility', 'orderMin', 'orderMax', 'premium', 'conversionFactor']);

/** A new trigger contract (design 7), or a change of `contract`, for an enabled buyer: one product, or petrol products with their split (a mogas bundle). */
export function ContractForm({ contract, onClose }: { contract?: TriggerContractDto; onClose: () => void }) {
  const t = useTranslations('triggers');
  const tv = useTranslations('validation');
  const metadata = useMetadata();
  const buyers = useEnabledBuyers();
  const [form, setForm] = useState<Record<string, string>>(() =>
    contract ? formOf(contract) : { flexibility: '0', dailyCount: '3', timeFrom: '08:00', timeTo: '18:00', premiumUnit: 'EUR/100L15', iceMonth: '0' },
  );
  const [split, setSplit] = useState<Record<number, string>>(() => Object.fromEntries(contract?.products.map((p) => [p.id, p.percent]) ?? []));
  const [weekdays, setWeekdays] = useState(contract?.triggerTimes.weekdays ?? [1, 2, 3, 4, 5]);
  const [fields, setFields] = useState<Record<string, string>>({});
  // A refusal naming no field (another edit meanwhile: contract_edited_elsewhere), as text.
  const [problem, setProblem] = useState<string | null>(null);
  const problemText = useProblemText('technical_error');
  const save = useTriggerWrite((body: object) =>
    contract
      ? apiFetch(`/api/triggers/contracts/${contract._id}`, { method: 'PUT', body: { ...body, version: contract.version } })
      : apiFetch('/api/triggers/contracts', { method: 'POST', body, idempotent: true }),
  );
  const set = (name: string, value: string) => setForm({ ...form, [name]: value });
  const fieldProblem = (name: string) => fields[name] && <span className={styles.error}>{tv(fields[name] as never)}</span>;
  const submit = () =>
    save.mutate(
      {
        buyerAccountId: Number(form.buyerAccountId),
        terminalId: Number(form.terminalId),
        products: Object.entries(split)
          .filter(([, percent]) => percent)
          .map(([productId, percent]) => ({ productId: Number(productId), percent })),
        weekdays,
        iceMonth: Number(form.iceMonth),
        premiumUnit: form.premiumUnit,
        ...Object.fromEntries(
          TEXT.filter((name) => form[name]).map((name) => [
            name,
            NUMBERS.has(name) ? Number(form[name]) : DECIMALS.has(name) ? form[name].replace(',', '.') : form[name],
          ]),
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
  const select = (name: string, options: { id: number | string; name: string }[], disabled = false) => (
    <label className={styles.field}>
      {t(`fields.${name}` as never)}
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
    <Modal
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
        {TEXT.map((name) => (
          <label key={name} className={styles.field}>
            {t(`fields.${name}` as never)}
            <input value={form[name] ?? ''} placeholder={name === 'month' ? 'JJJJ-MM' : undefined} onChange={(e) => set(name, e.target.value)} />
            {fieldProblem(name)}
          </label>
        ))}
        {select(
          'premiumUnit',
          ['EUR/100L15', 'EUR/CUBIC_METRE', 'USD/METRIC_TONNE'].map((unit) => ({ id: unit, name: unit })),
        )}
        {select(
          'iceMonth',
          [0, 1, 2, 3, 4, 5, 6].map((m) => ({ id: m, name: `M0${m}` })),
        )}
      </div>
      <fieldset>
        <legend>{t('fields.products')}</legend>
        {(metadata.data?.fuels ?? []).map((product) => (
          <label key={product.id} className={styles.field}>
            {product.name} (%)
            <input inputMode="decimal" value={split[product.id] ?? ''} onChange={(e) => setSplit({ ...split, [product.id]: e.target.value })} />
          </label>
        ))}
        {fieldProblem('products')}
      </fieldset>
      <fieldset>
        <legend>{t('fields.weekdays')}</legend>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={weekdays.includes(day)}
              onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day))}
            />{' '}
            {t(`weekdays.${day}` as never)}{' '}
          </label>
        ))}
      </fieldset>
      {problem && <p role="alert">{problem}</p>}
    </Modal>
  );
}

/** The form's fields of a listed contract. */
function formOf(c: TriggerContractDto): Record<string, string> {
  return {
    buyerAccountId: String(c.buyer.id),
    terminalId: String(c.terminalId),
    ekkNumber: c.ekkNumber,
    month: c.month,
    monthlyVolume: c.monthlyVolume,
    flexibility: c.flexibility,
    orderMin: c.orderMin,
    orderMax: c.orderMax,
    timeFrom: c.triggerTimes.from,
    timeTo: c.triggerTimes.to,
    dailyCount: String(c.dailyCount),
    premium: c.priceBasis.premium,
    premiumUnit: c.priceBasis.premiumUnit,
    iceMonth: String(c.priceBasis.iceMonth),
    conversionFactor: c.priceBasis.conversionFactor ?? '',
    comment: c.comment,
  };
}
