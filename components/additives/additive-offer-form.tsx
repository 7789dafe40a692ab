'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/auth/use-message';
import { useMetadata } from '@/components/offers/queries';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { endOfDayIso, startOfDayIso, todayIsoDate, zonedIsoDate } from '@/lib/format/dates';
import styles from './additives.module.css';
import { useAdditiveWrite, type AdditiveOfferDto } from './use-additives';

const NUMBERS = ['unitLitres', 'unitPrice', 'unitStock', 'minUnits', 'maxUnits'] as const;

/**
 * A new additive offer, or a change of `offer`: product, container (label and litres), price per
 * container, stock, order range and availability. A change carries the version it was loaded at;
 * when the offer changed meanwhile (a colleague, a sale) the form says so and offers the newer one.
 */
export function AdditiveOfferForm({ offer, onClose }: { offer?: AdditiveOfferDto; onClose: () => void }) {
  const t = useTranslations('additives');
  const message = useMessage();
  const { timeZone } = useBrand();
  const metadata = useMetadata();
  const today = todayIsoDate(timeZone);
  const [loaded, setLoaded] = useState(offer);
  const [form, setForm] = useState<Record<string, string>>(() =>
    offer ? formOf(offer, timeZone) : { productId: '', terminalId: '', unitLabel: '', from: today, to: today },
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<AdditiveOfferDto | null>(null);
  const save = useAdditiveWrite((body: object) =>
    loaded
      ? apiFetch(`/api/offer/additive/${loaded._id}`, { method: 'PUT', body: { ...body, version: loaded.version } })
      : apiFetch('/api/offer/additive', { method: 'POST', body, idempotent: true }),
  );
  const change = (name: string, value: string) => setForm({ ...form, [name]: value });
  const problem = (field: string) => fields[field] && <span className={styles.fieldError}>{message(fields[field])}</span>;
  // `field` is the body's name of the value where the form's differs (the day "from" becomes startsAt).
  const input = (name: string, type = 'text', field = name) => (
    <label className={styles.field} key={name}>
      {t(`fields.${name}` as never)}
      <input type={type} inputMode={type === 'text' ? undefined : 'decimal'} value={form[name] ?? ''} onChange={(e) => change(name, e.target.value)} />
      {problem(field)}
    </label>
  );
  const loadNewer = () => {
    if (!conflict) return;
    setLoaded(conflict);
    setForm(formOf(conflict, timeZone));
    setConflict(null);
    save.reset();
  };
  const failure = save.error instanceof ApiError ? save.error.problem.message : save.error ? 'technical_error' : null;
  const submit = () => {
    const number = (name: string) => (form[name] ? Number(form[name].replace(',', '.')) : undefined);
    save.mutate(
      {
        productId: number('productId'),
        terminalId: number('terminalId'),
        unitLabel: form.unitLabel,
        ...Object.fromEntries(NUMBERS.map((name) => [name, name === 'unitPrice' ? form.unitPrice?.replace(',', '.') : number(name)])),
        startsAt: startOfDayIso(form.from, timeZone),
        endsAt: endOfDayIso(form.to, timeZone),
        buyerIds: loaded?.offer.buyers?.map((b) => b.id) ?? [],
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          setFields(error instanceof ApiError ? (error.problem.fields ?? {}) : {});
          if (error instanceof ApiError && error.problem.message === 'offer_edited_elsewhere') setConflict(error.problem.data?.offer as AdditiveOfferDto);
        },
      },
    );
  };
  const terminals = (metadata.data?.regions ?? []).flatMap((r) => r.terminals);
  return (
    <Modal
      open
      title={loaded ? t('edit') : t('create')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <label className={styles.field}>
          {t('product')}
          <select value={form.productId} onChange={(e) => change('productId', e.target.value)}>
            <option value="">{t('choose')}</option>
            {(metadata.data?.additives ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {problem('productId')}
        </label>
        <label className={styles.field}>
          {t('terminal')}
          <select value={form.terminalId} onChange={(e) => change('terminalId', e.target.value)}>
            <option value="">{t('choose')}</option>
            {terminals.map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </select>
          {problem('terminalId')}
        </label>
        {input('unitLabel')}
        {NUMBERS.map((name) => input(name, 'number'))}
        {input('from', 'date', 'startsAt')}
        {input('to', 'date', 'endsAt')}
      </div>
      {/* The buyers an offer is for are not chosen here: one whose additives were disabled since is refused. */}
      {problem('buyerIds')}
      {failure && failure !== 'validation_failed' && (
        <p className={styles.fieldError} role="alert" data-testid="additive-form-error">
          {message(failure)}
          {conflict && (
            <>
              {' '}
              <Button variant="link" onClick={loadNewer}>
                {t('loadNewer')}
              </Button>
            </>
          )}
        </p>
      )}
    </Modal>
  );
}

/** The form's fields of a listed offer, its availability as the brand's calendar days. */
function formOf({ offer }: AdditiveOfferDto, zone: string): Record<string, string> {
  return {
    productId: String(offer.productId),
    terminalId: String(offer.terminal.id),
    unitLabel: offer.unitLabel,
    unitLitres: String(offer.unitLitres),
    unitPrice: offer.unitPrice,
    unitStock: String(offer.unitStock),
    minUnits: String(offer.minUnits),
    maxUnits: String(offer.maxUnits),
    from: zonedIsoDate(offer.startsAt, zone),
    to: zonedIsoDate(offer.endsAt, zone),
  };
}
