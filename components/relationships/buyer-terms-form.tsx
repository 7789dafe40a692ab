'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api/fetch-client';
import { CREDIT_DAY_OPTIONS, CREDIT_LIMIT_OPTIONS, type RelationshipForm } from '@/lib/relationships/schemas';
import { useTermsMetadata, useUpdateRelationshipMutation, type RelationshipDto } from './queries';
import styles from './relationships.module.css';
import { useErrorText } from './use-error-text';

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The terms a seller sets per buyer (design 10): credit limit, credit days, releases, payment term. */
export function BuyerTermsForm({ relationship: r, onDone }: { relationship: RelationshipDto; onDone: () => void }) {
  const t = useTranslations('relationships');
  const common = useTranslations('common');
  const errorText = useErrorText();
  const metadata = useTermsMetadata();
  const save = useUpdateRelationshipMutation();
  const [option, setOption] = useState(r.creditLimitOption ?? 'NONE');
  const [limit, setLimit] = useState(r.creditLimit ?? '');
  const [days, setDays] = useState<Record<number, number>>(Object.fromEntries((r.creditDays ?? []).map((c) => [c.productId, c.days])));
  const [allTerminals, setAllTerminals] = useState(r.terminals?.all ?? true);
  const [terminalIds, setTerminalIds] = useState(r.terminals?.ids ?? []);
  const [allProducts, setAllProducts] = useState(r.products?.all ?? true);
  const [productIds, setProductIds] = useState(r.products?.ids ?? []);
  const [additives, setAdditives] = useState(r.other.additivesEnabled);
  const [paymentTermId, setPaymentTermId] = useState<number | null>(r.paymentTermId ?? null);
  const fields = save.error instanceof ApiError ? (save.error.problem.fields ?? {}) : {};
  const fieldText = (key: string) => (fields[key] ? (t.has(`errors.${fields[key]}` as never) ? t(`errors.${fields[key]}` as never) : fields[key]) : null);

  if (!metadata.data) return null;
  // Product releases are the fuels'; "additives enabled" releases every additive offer of the seller (docs/additives.md).
  const products = metadata.data.fuels;
  const terminals = metadata.data.regions.flatMap((region) => region.terminals);

  const submit = () => {
    const body: RelationshipForm = {
      creditLimitOption: option,
      creditLimit: option === 'MANUAL' ? limit : undefined,
      creditDays: Object.entries(days).map(([productId, d]) => ({ productId: Number(productId), days: d as (typeof CREDIT_DAY_OPTIONS)[number] })),
      allTerminals,
      terminalIds: allTerminals ? [] : terminalIds,
      allProducts,
      productIds: allProducts ? [] : productIds,
      additivesEnabled: additives,
      paymentTermId,
      version: r.version!,
    };
    save.mutate({ id: r._id!, body }, { onSuccess: onDone });
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
      {save.error && !Object.keys(fields).length && (
        <p className={styles.notice} role="alert">
          {errorText(save.error)}
        </p>
      )}
      <div className={styles.grid}>
        <Field id="credit-limit-option" label={t('creditLimitOption')}>
          <select id="credit-limit-option" value={option} onChange={(e) => setOption(e.target.value as typeof option)}>
            {CREDIT_LIMIT_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {t(`creditLimitOptions.${o}`)}
              </option>
            ))}
          </select>
        </Field>
        {option === 'MANUAL' && (
          <Field id="credit-limit" label={t('creditLimit')} required message={fieldText('creditLimit')}>
            <input id="credit-limit" inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} />
          </Field>
        )}
        <Field id="payment-term" label={t('paymentTerm')} message={fieldText('paymentTermId')}>
          <select id="payment-term" value={paymentTermId ?? ''} onChange={(e) => setPaymentTermId(e.target.value ? Number(e.target.value) : null)}>
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
          {metadata.data.fuels.map((p) => (
            <Field key={p.id} id={`credit-days-${p.id}`} label={p.name}>
              <select
                id={`credit-days-${p.id}`}
                value={days[p.id] ?? ''}
                onChange={(e) => setDays(({ [p.id]: _dropped, ...rest }) => (e.target.value ? { ...rest, [p.id]: Number(e.target.value) } : rest))}
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
          <input type="checkbox" checked={allTerminals} onChange={(e) => setAllTerminals(e.target.checked)} /> {t('allTerminals')}
        </label>
        {!allTerminals && (
          <div className={styles.checks}>
            {terminals.map((x) => (
              <label key={x.id}>
                <input type="checkbox" checked={terminalIds.includes(x.id)} onChange={() => setTerminalIds(toggle(terminalIds, x.id))} /> {x.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('products')}</legend>
        <label>
          <input type="checkbox" checked={allProducts} onChange={(e) => setAllProducts(e.target.checked)} /> {t('allProducts')}
        </label>
        {!allProducts && (
          <div className={styles.checks}>
            {products.map((x) => (
              <label key={x.id}>
                <input type="checkbox" checked={productIds.includes(x.id)} onChange={() => setProductIds(toggle(productIds, x.id))} /> {x.name}
              </label>
            ))}
          </div>
        )}
        <label>
          <input type="checkbox" checked={additives} onChange={(e) => setAdditives(e.target.checked)} /> {t('additivesEnabled')}
        </label>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
