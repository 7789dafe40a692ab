'use client';

import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { useTermsMetadata } from '@/components/relationships/queries';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { Field } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { priceUnitLabel } from '@/lib/format/units';
import type { OperatorAccountDto, ShareholderTermsDto, ShareholderTermsForm as TermsBody } from '@/lib/operator/schemas';
import { CREDIT_DAY_OPTIONS } from '@/lib/relationships/schemas';
import { useUpdateAccountMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';
import { Select } from '@/components/ui/select';

const decimal = (stored: string | number | null) => (stored === null ? null : new Decimal(stored));
const text = (value: Decimal | null) => value?.toFixed() ?? null;

/**
 * design 11: the shareholder terms the operator keeps; each counts at once in the market, the basket
 * and checkout. Numbers are typed and shown as the locale writes them ("1.000,5", "1'000.5").
 */
export function ShareholderTermsForm({ account, terms }: { account: OperatorAccountDto; terms: ShareholderTermsDto }) {
  const t = useTranslations('operator');
  const common = useTranslations('common');
  const { currency } = useBrand();
  const metadata = useTermsMetadata();
  const update = useUpdateAccountMutation(account.id);
  const problems = useOperatorErrors()(update.error);
  const [adjustment, setAdjustment] = useState(decimal(terms.priceAdjustment));
  const [creditLimit, setCreditLimit] = useState(decimal(terms.creditLimit));
  const [creditDays, setCreditDays] = useState(terms.creditDays === null ? '' : String(terms.creditDays));
  const [cut, setCut] = useState(decimal(terms.collectionCutDays));
  const [terminalIds, setTerminalIds] = useState(terms.terminalIds);
  const [limits, setLimits] = useState<Record<number, Decimal | null>>(Object.fromEntries(terms.purchaseLimits.map((l) => [l.productId, decimal(l.limitCbm)])));
  const field = (key: string) => problems.fields[`shareholderTerms.${key}`];

  const submit = () => {
    const body: TermsBody = {
      priceAdjustment: text(adjustment),
      creditLimit: text(creditLimit),
      creditDays: creditDays === '' ? null : (Number(creditDays) as (typeof CREDIT_DAY_OPTIONS)[number]),
      collectionCutDays: cut === null ? null : cut.toNumber(),
      terminalIds,
      purchaseLimits: Object.entries(limits).flatMap(([productId, limitCbm]) =>
        limitCbm ? [{ productId: Number(productId), limitCbm: limitCbm.toFixed() }] : [],
      ),
    };
    update.mutate({ shareholderTerms: body, version: account.version });
  };

  return (
    <form
      className={styles.section}
      data-testid="shareholder-terms"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>{t('terms')}</h2>
      {problems.message && (
        <p className={styles.notice} role="alert">
          {problems.message}
        </p>
      )}
      <div className={styles.grid}>
        <NumberInput
          label={t('priceAdjustment', { unit: priceUnitLabel(currency) })}
          value={adjustment}
          error={field('priceAdjustment')}
          onChange={setAdjustment}
        />
        <NumberInput
          label={t('creditLimit', { currency })}
          decimals={2}
          positiveOnly
          value={creditLimit}
          error={field('creditLimit')}
          onChange={setCreditLimit}
        />
        <Select
          id="terms-credit-days"
          label={t('creditDays')}
          value={creditDays}
          onChange={setCreditDays}
          placeholder={t('none')}
          options={CREDIT_DAY_OPTIONS.map((d) => ({ value: String(d), label: String(d) }))}
          error={field('creditDays')}
        />
        <NumberInput label={t('collectionCutDays')} decimals={0} value={cut} error={field('collectionCutDays')} onChange={setCut} />
      </div>
      <Field id="terms-terminals" label={t('terminals')} message={field('terminalIds')}>
        <div id="terms-terminals" className={styles.checks}>
          {metadata.data?.regions.flatMap((region) =>
            region.terminals.map((terminal) => (
              <Checkbox
                key={terminal.id}
                label={terminal.name}
                checked={terminalIds.includes(terminal.id)}
                onChange={() =>
                  setTerminalIds(terminalIds.includes(terminal.id) ? terminalIds.filter((x) => x !== terminal.id) : [...terminalIds, terminal.id])
                }
              />
            )),
          )}
        </div>
      </Field>
      <h3>{t('purchaseLimits')}</h3>
      <div className={styles.grid}>
        {metadata.data?.fuels.map((product) => (
          <NumberInput
            key={product.id}
            label={product.name}
            decimals={3}
            positiveOnly
            placeholder={t('noLimit')}
            value={limits[product.id] ?? null}
            onChange={(v) => setLimits({ ...limits, [product.id]: v })}
          />
        ))}
      </div>
      {field('purchaseLimits') && <p role="alert">{field('purchaseLimits')}</p>}
      <Button type="submit" disabled={update.isPending}>
        {common('save')}
      </Button>
    </form>
  );
}
