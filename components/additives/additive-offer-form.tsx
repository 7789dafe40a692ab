'use client';

import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/auth/use-message';
import { useMetadata } from '@/components/offers/queries';
import { useBrand } from '@/components/providers/brand-context';
import { useRelationships } from '@/components/relationships/queries';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog } from '@/components/ui/dialog';
import { MultiSelect } from '@/components/ui/multi-select';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { endOfDayIso, startOfDayIso, todayIsoDate, zonedIsoDate } from '@/lib/format/dates';
import styles from './additives.module.css';
import { useAdditiveWrite, type AdditiveOfferDto } from './use-additives';
import type { TextKey } from '@/lib/i18n/keys';
import type { Messages } from '@/lib/i18n/messages';

const NUMBERS = ['unitLitres', 'unitPrice', 'unitStock', 'minUnits', 'maxUnits'] as const;
type Numbers = Record<(typeof NUMBERS)[number], Decimal | null>;

/** A clone the server would not take as it is (sold out, a buyer's additives switched off): its offer and the field errors. */
export interface CopyOf {
  offer: AdditiveOfferDto;
  fields: Record<string, string>;
}

/**
 * A new additive offer, a change of `offer`, or a copy of `copyOf` (a clone to complete, saved
 * PAUSED as clones are): product, container (label and litres), price per container, stock, order
 * range, availability and the buyers it is for (none chosen: every buyer with additives enabled).
 * Numbers are typed as the reader writes them (German or Swiss style). A change carries the
 * version it was loaded at; when the offer changed meanwhile (a colleague, a sale) the form says
 * so and offers the newer one.
 */
export function AdditiveOfferForm({ offer, copyOf, onClose }: { offer?: AdditiveOfferDto; copyOf?: CopyOf; onClose: () => void }) {
  const t = useTranslations('additives');
  const message = useMessage();
  const { timeZone } = useBrand();
  const metadata = useMetadata();
  const today = todayIsoDate(timeZone);
  const [loaded, setLoaded] = useState(offer);
  const source = offer ?? copyOf?.offer;
  const [form, setForm] = useState<Record<string, string>>(() =>
    source ? formOf(source, timeZone) : { productId: '', terminalId: '', unitLabel: '', from: today, to: today },
  );
  const [numbers, setNumbers] = useState<Numbers>(() => numbersOf(source));
  const [buyerIds, setBuyerIds] = useState(() => buyerIdsOf(source));
  const related = useRelationships('buyer');
  const relationships = related.data?.relationships ?? [];
  const [fields, setFields] = useState<Record<string, string>>(copyOf?.fields ?? {});
  const [conflict, setConflict] = useState<AdditiveOfferDto | null>(null);
  const save = useAdditiveWrite((body: object) =>
    loaded
      ? apiFetch(`/api/offer/additive/${loaded._id}`, { method: 'PUT', body: { ...body, version: loaded.version } })
      : apiFetch('/api/offer/additive', { method: 'POST', body, idempotent: true }),
  );
  const change = (name: string, value: string) => setForm({ ...form, [name]: value });
  const problem = (field: string) => fields[field] && <span className={styles.fieldError}>{message(fields[field])}</span>;
  const input = (name: TextKey<Messages['additives']['fields']>) => (
    <label className={styles.field} key={name}>
      {t(`fields.${name}`)}
      <input type="text" value={form[name] ?? ''} onChange={(e) => change(name, e.target.value)} />
      {problem(name)}
    </label>
  );
  const loadNewer = () => {
    if (!conflict) return;
    setLoaded(conflict);
    setForm(formOf(conflict, timeZone));
    setNumbers(numbersOf(conflict));
    setBuyerIds(buyerIdsOf(conflict));
    setConflict(null);
    save.reset();
  };
  const failure = save.error instanceof ApiError ? save.error.problem.message : save.error ? 'technical_error' : null;
  const submit = () => {
    const id = (name: string) => (form[name] ? Number(form[name]) : undefined);
    save.mutate(
      {
        productId: id('productId'),
        terminalId: id('terminalId'),
        unitLabel: form.unitLabel,
        // The price as a plain decimal string, so no float rounds it; the counts as numbers.
        ...Object.fromEntries(NUMBERS.map((name) => [name, name === 'unitPrice' ? numbers.unitPrice?.toFixed() : numbers[name]?.toNumber()])),
        startsAt: startOfDayIso(form.from, timeZone),
        endsAt: endOfDayIso(form.to, timeZone),
        buyerIds: buyerIds.map(Number),
        ...(copyOf && { status_type_id: 'PAUSED' }),
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
  // The seller's buyers with additives enabled, and any the offer is for whose additives were disabled since, marked, so they can be taken off.
  const enabled = relationships.filter((r) => r.other.additivesEnabled).map((r) => ({ value: String(r.other.id), label: r.other.name }));
  const disabled = (source?.offer.buyers ?? [])
    .filter((b) => !enabled.some((e) => e.value === String(b.id)))
    .map((b) => ({ value: String(b.id), label: related.isSuccess ? t('buyerAdditivesOff', { name: b.name }) : b.name }));
  const buyers = [...enabled, ...disabled];
  return (
    <Dialog
      open
      title={loaded ? t('edit') : copyOf ? t('copyTitle') : t('create')}
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
        <Select
          label={t('product')}
          value={form.productId}
          onChange={(value) => change('productId', value)}
          placeholder={t('choose')}
          options={(metadata.data?.additives ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          error={fields.productId ? message(fields.productId) : null}
        />
        <Select
          label={t('terminal')}
          value={form.terminalId}
          onChange={(value) => change('terminalId', value)}
          placeholder={t('choose')}
          options={terminals.map((term) => ({ value: String(term.id), label: term.name }))}
          error={fields.terminalId ? message(fields.terminalId) : null}
        />
        {input('unitLabel')}
        {NUMBERS.map((name) => (
          <NumberInput
            key={name}
            label={t(`fields.${name}`)}
            value={numbers[name]}
            decimals={name === 'unitPrice' ? 2 : 0}
            positiveOnly
            onChange={(value) => setNumbers({ ...numbers, [name]: value })}
            error={fields[name] ? message(fields[name]) : null}
          />
        ))}
        <DatePicker
          label={t('fields.from')}
          value={form.from}
          onChange={(day) => change('from', day)}
          required
          error={fields.startsAt ? message(fields.startsAt) : null}
        />
        <DatePicker
          label={t('fields.to')}
          value={form.to}
          onChange={(day) => change('to', day)}
          required
          min={form.from || undefined}
          error={fields.endsAt ? message(fields.endsAt) : null}
        />
        <div className={styles.field}>
          <MultiSelect id="additive-buyers" label={t('fields.buyerIds')} allLabel={t('allBuyers')} options={buyers} value={buyerIds} onChange={setBuyerIds} />
          {problem('buyerIds')}
        </div>
      </div>
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
    </Dialog>
  );
}

/** The form's fields of a listed offer, its availability as the brand's calendar days. */
function formOf({ offer }: AdditiveOfferDto, zone: string): Record<string, string> {
  return {
    productId: String(offer.productId),
    terminalId: String(offer.terminal.id),
    unitLabel: offer.unitLabel,
    from: zonedIsoDate(offer.startsAt, zone),
    to: zonedIsoDate(offer.endsAt, zone),
  };
}

/**
 * The numbers of a listed offer as the number fields take them (they show them formatted); empty
 * for a new one. A stock of none (sold out) is left empty: its copy needs a stock of its own.
 */
function numbersOf(listed: AdditiveOfferDto | undefined): Numbers {
  return Object.fromEntries(NUMBERS.map((name) => [name, listed && listed.offer[name] !== 0 ? new Decimal(listed.offer[name]) : null])) as Numbers;
}

const buyerIdsOf = (listed: AdditiveOfferDto | undefined) => (listed?.offer.buyers ?? []).map((b) => String(b.id));
