'use client';

import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { useErrorText } from '@/components/ui/use-error-text';
import { ApiError } from '@/lib/api/fetch-client';
import { CREDIT_DAY_OPTIONS, CREDIT_LIMIT_OPTIONS, type RelationshipForm } from '@/lib/relationships/schemas';
import { InterimLimitNotice } from './credit-limit';
import { useTermsMetadata, type RelationshipDto } from './queries';
import styles from './relationships.module.css';
import { useRelationshipSaver } from './use-relationship-saver';

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The form's values for a relationship as loaded, with the version the edit starts from. */
const termsOf = (r: RelationshipDto) => ({
  option: r.creditLimitOption ?? 'NONE',
  limit: r.creditLimit ? new Decimal(r.creditLimit) : null,
  days: Object.fromEntries((r.creditDays ?? []).map((c) => [c.productId, c.days])) as Record<number, number>,
  allTerminals: r.terminals?.all ?? true,
  terminalIds: r.terminals?.ids ?? [],
  allProducts: r.products?.all ?? true,
  productIds: r.products?.ids ?? [],
  additives: r.other.additivesEnabled,
  paymentTermId: r.paymentTermId ?? null,
  version: r.version!,
});
type Terms = ReturnType<typeof termsOf>;

/**
 * The terms a seller sets per buyer (design 10): credit limit, credit days, releases, payment
 * term. The form keeps the seller's values while the list reloads; a colleague's save meanwhile
 * brings the conflict prompt: overwrite with these values, or close and see the colleague's.
 */
export function BuyerTermsForm({ relationship: r, onDone }: { relationship: RelationshipDto; onDone: () => void }) {
  const t = useTranslations('relationships');
  const common = useTranslations('common');
  const errorText = useErrorText('relationships');
  const metadata = useTermsMetadata();
  const saver = useRelationshipSaver();
  const [terms, setTerms] = useState(() => termsOf(r));
  const set = (patch: Partial<Terms>) => setTerms((current) => ({ ...current, ...patch }));
  const { option, limit, days, allTerminals, terminalIds, allProducts, productIds, additives, paymentTermId } = terms;
  const fields = saver.error instanceof ApiError ? (saver.error.problem.fields ?? {}) : {};
  const fieldText = (key: string) => (fields[key] ? errorText(saver.error, key) : null);

  if (!metadata.data) return null;
  // Product releases are the fuels'; "additives enabled" releases every additive offer of the seller (docs/additives.md).
  const products = metadata.data.fuels;
  // Credit days are per product (trading-domain 3), so an additive seller's additives have theirs too.
  const creditProducts = metadata.data.features.includes('productAdditives') ? [...products, ...metadata.data.additives] : products;
  const terminals = metadata.data.regions.flatMap((region) => region.terminals);

  const submit = () => {
    const body: RelationshipForm = {
      creditLimitOption: option,
      creditLimit: option === 'MANUAL' ? limit?.toFixed(2) : undefined,
      creditDays: Object.entries(days).map(([productId, d]) => ({ productId: Number(productId), days: d as (typeof CREDIT_DAY_OPTIONS)[number] })),
      allTerminals,
      terminalIds: allTerminals ? [] : terminalIds,
      allProducts,
      productIds: allProducts ? [] : productIds,
      additivesEnabled: additives,
      paymentTermId,
      version: terms.version,
    };
    saver.save(r._id!, body, onDone);
  };

  return (
    <form
      data-testid="buyer-terms"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>
        {t('terms')}: {r.other.name}
      </h2>
      {saver.error && !Object.keys(fields).length && (
        <p className={styles.notice} role="alert">
          {errorText(saver.error)}
        </p>
      )}
      <div className={styles.grid}>
        <Field id="credit-limit-option" label={t('creditLimitOption')}>
          <select id="credit-limit-option" value={option} onChange={(e) => set({ option: e.target.value as Terms['option'] })}>
            {CREDIT_LIMIT_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {t(`creditLimitOptions.${o}`)}
              </option>
            ))}
          </select>
        </Field>
        {(option === 'API' || option === 'CSV') && <InterimLimitNotice relationship={r} option={option} />}
        {option === 'MANUAL' && (
          <NumberInput
            id="credit-limit"
            label={`${t('creditLimit')} *`}
            value={limit}
            onChange={(value) => set({ limit: value })}
            decimals={2}
            positiveOnly
            error={fieldText('creditLimit')}
          />
        )}
        <Field id="payment-term" label={t('paymentTerm')} message={fieldText('paymentTermId')}>
          <select id="payment-term" value={paymentTermId ?? ''} onChange={(e) => set({ paymentTermId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('noPaymentTerm')}</option>
            {metadata.data.paymentTerms.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset>
        <legend>{t('creditDays')}</legend>
        <div className={styles.grid}>
          {creditProducts.map((p) => (
            <Field key={p.id} id={`credit-days-${p.id}`} label={p.name}>
              <select
                id={`credit-days-${p.id}`}
                value={days[p.id] ?? ''}
                onChange={(e) => {
                  const { [p.id]: _dropped, ...rest } = days;
                  set({ days: e.target.value ? { ...rest, [p.id]: Number(e.target.value) } : rest });
                }}
              >
                <option value="">{t('noCreditDays')}</option>
                {CREDIT_DAY_OPTIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} {t('days')}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('terminals')}</legend>
        <label>
          <input type="checkbox" checked={allTerminals} onChange={(e) => set({ allTerminals: e.target.checked })} /> {t('allTerminals')}
        </label>
        {!allTerminals && (
          <div className={styles.checks}>
            {terminals.map((x) => (
              <label key={x.id}>
                <input type="checkbox" checked={terminalIds.includes(x.id)} onChange={() => set({ terminalIds: toggle(terminalIds, x.id) })} /> {x.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('products')}</legend>
        <label>
          <input type="checkbox" checked={allProducts} onChange={(e) => set({ allProducts: e.target.checked })} /> {t('allProducts')}
        </label>
        {!allProducts && (
          <div className={styles.checks}>
            {products.map((x) => (
              <label key={x.id}>
                <input type="checkbox" checked={productIds.includes(x.id)} onChange={() => set({ productIds: toggle(productIds, x.id) })} /> {x.name}
              </label>
            ))}
          </div>
        )}
        <label>
          <input type="checkbox" checked={additives} onChange={(e) => set({ additives: e.target.checked })} /> {t('additivesEnabled')}
        </label>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={saver.saving}>
          {t('save')}
        </Button>
      </div>
      <ConfirmDialog
        title={t('conflictTitle')}
        open={!!saver.conflict}
        consequence={<span data-testid="conflict-message">{t('errors.relationship_edited_elsewhere')}</span>}
        confirmLabel={common('overwrite')}
        busy={saver.saving}
        onConfirm={saver.overwrite}
        onClose={() => {
          const current = saver.dismiss();
          if (current) setTerms(termsOf(current));
        }}
      />
    </form>
  );
}
