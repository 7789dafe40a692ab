'use client';

import type Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiProblem, type FieldErrors } from '@/components/profile/form-errors';
import { fieldProblems } from '@/lib/api/field-problems';
import { Select } from '@/components/ui/select';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { priceUnitLabel } from '@/lib/format/units';
import { TextField } from '@/components/ui/text-field';
import type { AlertOptions } from '@/lib/alerts/list-alert-options';
import { ALERT_OPERATORS, alertInputSchema, LIFTING_PERIOD_TYPES, NOTE_MAX } from '@/lib/alerts/schemas';
import { useAlertMessage } from './alert-message';
import styles from './alerts.module.css';
import { useCreateAlertMutation } from './use-alerts';

const EMPTY = { note: '', price: null as Decimal | null, operator: '', productId: '', terminalId: '', liftingPeriodType: 'ALL' };

/** The create form; checked with the route's own schema before it is sent, the server's 400 shown per field. */
export function AlertForm({ options, onCreated }: { options: AlertOptions; onCreated: () => void }) {
  const t = useTranslations('alerts');
  const { currency, decimals } = useBrand();
  const message = useAlertMessage();
  const create = useCreateAlertMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    <K extends keyof typeof EMPTY>(key: K) =>
    (value: (typeof EMPTY)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = alertInputSchema(decimals).safeParse({ ...form, price: form.price?.toFixed() ?? '' });
    if (!parsed.success) return setErrors(fieldProblems(parsed.error.issues));
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setForm(EMPTY);
      onCreated();
    } catch (error) {
      const problem = apiProblem(error);
      setErrors({ ...problem.fields, ...(Object.keys(problem.fields).length ? {} : { _: problem.message }) });
    }
  }

  const choose = (list: { id: number; name: string }[]) => list.map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="alert-form-title" data-testid="alert-form">
      <h2 id="alert-form-title">{t('formTitle')}</h2>
      <div className={styles.fields}>
        <Select
          label={t('product')}
          name="productId"
          required
          value={form.productId}
          onChange={set('productId')}
          options={choose(options.products)}
          placeholder={t('choose')}
          error={message(errors.productId)}
        />
        <Select
          label={t('terminal')}
          name="terminalId"
          required
          value={form.terminalId}
          onChange={set('terminalId')}
          options={choose(options.terminals)}
          placeholder={t('choose')}
          error={message(errors.terminalId)}
        />
        <Select
          label={t('operator')}
          name="operator"
          required
          value={form.operator}
          onChange={set('operator')}
          options={ALERT_OPERATORS.map((o) => ({ value: o, label: t(`operators.${o}`) }))}
          placeholder={t('choose')}
          error={message(errors.operator)}
        />
        <div>
          <NumberInput
            label={t('price', { unit: priceUnitLabel(currency) })}
            name="price"
            value={form.price}
            onChange={set('price')}
            decimals={decimals}
            error={message(errors.price)}
          />
          <p className={styles.hint}>{t('priceHint')}</p>
        </div>
        <Select
          label={t('liftingPeriodType')}
          name="liftingPeriodType"
          value={form.liftingPeriodType}
          onChange={set('liftingPeriodType')}
          options={LIFTING_PERIOD_TYPES.map((o) => ({ value: o, label: t(`liftingPeriodTypes.${o}`) }))}
          error={message(errors.liftingPeriodType)}
        />
        <TextField label={t('note')} name="note" value={form.note} onChange={set('note')} maxLength={NOTE_MAX} error={message(errors.note)} />
      </div>
      {errors._ && (
        <p className={styles.error} role="alert">
          {message(errors._)}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('create')}
      </Button>
    </form>
  );
}
