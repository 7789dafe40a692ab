'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { InputField } from '@/components/offers/form-controls';
import { Select } from '@/components/ui/select';
import { FX_SYMBOLS } from '@/components/offers/offer-form-state';
import type { OfferMetadata } from '@/components/offers/queries';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { CheckboxGroup, RadioGroup } from '@/components/ui/choice';
import { Dialog } from '@/components/ui/dialog';
import { NumberInput } from '@/components/ui/number-input';
import { unitLabel } from '@/lib/format/units';
import { PRICE_UNITS } from '@/lib/pricing/domain/types';
import { EXPIRY_DIRECTIONS, GROUPED_KINDS } from '@/lib/pricing/schemas';
import { editorToBody, ruleProblems, type RuleEditorState } from './rule-editor-state';
import styles from './pricing.module.css';
import { DatePicker } from '@/components/ui/date-picker';
import { TimeField } from '@/components/ui/time-field';
import { isKeyOf } from '@/lib/i18n/keys';

const choices = (items: { id: number; name: string }[]) => items.map((item) => ({ value: item.id, label: item.name }));
const VALUE_DECIMALS: Partial<Record<string, number>> = { DENSITY: 4, FX: 6, FX_LIVE_PREMIUM: 6 };

/** One rule's form; the section decides which fields show (trading-domain 3 "Pricing rule", 5). */
export function RuleEditor({
  initial,
  metadata,
  customers,
  serverFields,
  failure,
  saving,
  onSave,
  onClose,
}: {
  initial: RuleEditorState;
  metadata: OfferMetadata;
  customers: { id: number; name: string }[];
  serverFields: Record<string, string>;
  /** A translated refusal of the last save (duplicate, negative price, ...). */
  failure: string | null;
  saving: boolean;
  onSave: (state: RuleEditorState) => void;
  onClose: () => void;
}) {
  const t = useTranslations('pricing');
  const errorTexts = useMessages().pricing.errors;
  const { currency } = useBrand();
  const [state, setState] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const problems = ruleProblems(editorToBody(state), state.section);
  const set = <K extends keyof RuleEditorState>(key: K, value: RuleEditorState[K]) => setState((s) => ({ ...s, [key]: value }));
  const errorOf = (field: string) => {
    const key = (submitted || touched.has(field) ? problems[field] : undefined) ?? serverFields[field];
    return key ? (isKeyOf(errorTexts, key) ? t(`errors.${key}`) : key) : null;
  };
  const blur = (field: string) => () => setTouched((s) => new Set(s).add(field));
  const { section, kind } = state;
  const products = [...metadata.fuels, ...metadata.additives];
  const terminals = metadata.regions.flatMap((r) => r.terminals.map((term) => ({ id: term.id, name: `${term.name} (${r.name})` })));
  const targeted = section === 'group' || section === 'minimumPrice' || section === 'customer';
  // The ICE premium is always USD/mt (design 5), so only targeted rules choose a unit.
  const hasUnit = targeted;

  function save() {
    setSubmitted(true);
    if (Object.keys(problems).length === 0) onSave(state);
  }

  return (
    <Dialog
      open
      title={t(state.id ? 'editRule' : 'addRule', { kind: t(`kinds.${kind}`) })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? t('saving') : t('save')}
          </Button>
        </>
      }
    >
      {failure && (
        <p className={styles.notice} role="alert" data-testid="rule-error">
          {failure}
        </p>
      )}
      {section === 'group' && (
        <>
          <Select name="kind" label={t('fields.kind')} required value={kind} onChange={(v) => set('kind', v as RuleEditorState['kind'])}>
            {GROUPED_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </Select>
          <InputField
            name="groupName"
            label={t('fields.groupName')}
            required
            value={state.groupName}
            onChange={(v) => set('groupName', v)}
            onBlur={blur('groupName')}
            error={errorOf('groupName')}
          />
          {kind === 'DUTY' && (
            <InputField
              name="name"
              label={t('fields.name')}
              required
              value={state.name}
              onChange={(v) => set('name', v)}
              onBlur={blur('name')}
              error={errorOf('name')}
            />
          )}
        </>
      )}
      {section === 'minimumPrice' && (
        <Select name="kind" label={t('fields.kind')} required value={kind} onChange={(v) => set('kind', v as RuleEditorState['kind'])}>
          {(['MIN_PRICE_FIXED', 'MIN_PRICE_TRACKING'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
      )}
      {section === 'expiry' ? (
        <>
          <DatePicker
            name="expiryDate"
            label={t('fields.expiryDate')}
            required
            value={state.expiryDate}
            onChange={(v) => set('expiryDate', v)}
            onBlur={blur('expiryDate')}
            error={errorOf('expiryDate')}
          />
          <TimeField
            name="expiryTime"
            label={t('fields.expiryTime')}
            required
            value={state.expiryTime}
            onChange={(v) => set('expiryTime', v)}
            onBlur={blur('expiryTime')}
            error={errorOf('expiryTime')}
          />
          <Select
            name="direction"
            label={t('fields.direction')}
            required
            value={state.direction}
            onChange={(v) => set('direction', v)}
            error={errorOf('direction')}
          >
            {EXPIRY_DIRECTIONS.map((d) => (
              <option key={d} value={d}>
                {t(`directions.${d}`)}
              </option>
            ))}
          </Select>
        </>
      ) : kind === 'FX_LIVE_SYMBOL' ? (
        <Select
          name="symbol"
          label={t('fields.symbol')}
          required
          value={state.symbol}
          onChange={(v) => set('symbol', v)}
          onBlur={blur('symbol')}
          error={errorOf('symbol')}
        >
          <option value="">{t('choose')}</option>
          {FX_SYMBOLS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      ) : kind === 'ICE_LIVE' || kind === 'ICE_SETTLE' ? null : (
        <NumberInput
          name="value"
          label={`${t(kind === 'DENSITY' ? 'fields.density' : 'fields.value')} *`}
          value={state.value}
          onChange={(v) => set('value', v)}
          decimals={VALUE_DECIMALS[kind] ?? 4}
          positiveOnly={kind === 'DENSITY' || kind === 'FX'}
          onBlur={blur('value')}
          error={errorOf('value')}
        />
      )}
      {hasUnit && (
        <Select name="unit" label={t('fields.unit')} required value={state.unit} onChange={(v) => set('unit', v)} onBlur={blur('unit')} error={errorOf('unit')}>
          <option value="">{t('choose')}</option>
          {PRICE_UNITS.map((u) => (
            <option key={u} value={u}>
              {unitLabel(u, currency)}
            </option>
          ))}
        </Select>
      )}
      {section === 'customer' && customers.length === 0 && <p className={styles.hint}>{t('noCustomers')}</p>}
      {section === 'customer' && (
        <CheckboxGroup
          className={styles.checkList}
          legend={t('fields.customers')}
          required
          options={choices(customers)}
          value={state.accountIds}
          onChange={(ids) => set('accountIds', ids)}
          error={errorOf('accountIds')}
        />
      )}
      {section === 'density' && (
        // A density belongs to one product.
        <RadioGroup
          legend={t('fields.products')}
          options={products.map((p) => ({ value: String(p.id), label: p.name }))}
          value={state.productIds.length ? String(state.productIds[0]) : ''}
          onChange={(id) => set('productIds', [Number(id)])}
          error={errorOf('productIds')}
        />
      )}
      {targeted && (
        <CheckboxGroup
          className={styles.checkList}
          legend={t('fields.products')}
          required={section !== 'customer'}
          options={choices(products)}
          value={state.productIds}
          onChange={(ids) => set('productIds', ids)}
          error={errorOf('productIds')}
        />
      )}
      {targeted && (
        <CheckboxGroup
          className={styles.checkList}
          legend={t('fields.terminals')}
          required={section !== 'customer'}
          options={choices(terminals)}
          value={state.terminalIds}
          onChange={(ids) => set('terminalIds', ids)}
          error={errorOf('terminalIds')}
        />
      )}
    </Dialog>
  );
}
