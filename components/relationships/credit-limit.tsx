'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatMoney } from '@/lib/format/money';
import { creditLimitChange, isInterimLimit, type CreditLimitOption, type CreditLimitState } from '@/lib/relationships/domain/credit-limit-change';
import type { RelationshipDto } from './queries';
import styles from './relationships.module.css';

/** The credit limit of a relationship as loaded. */
export const creditLimitOf = (r: RelationshipDto): CreditLimitState => ({
  option: r.creditLimitOption ?? 'NONE',
  limit: r.creditLimit ?? null,
  source: r.creditLimitSource ?? null,
});

/** The Buyers list's credit limit: the amount in force, said to be interim while API or CSV has not sent one yet. */
export function CreditLimitCell({ relationship }: { relationship: RelationshipDto }) {
  const t = useTranslations('relationships');
  const locale = useLocale();
  const { currency } = useBrand();
  const state = creditLimitOf(relationship);
  if (state.limit === null) return <>{t(`creditLimitOptions.${state.option}`)}</>;
  return (
    <>
      {formatMoney(state.limit, { currency, locale })}
      {isInterimLimit(state) && (
        <span className={styles.interim} data-testid="interim-limit">
          {t('interimLimit', { source: state.source ?? '', option: state.option })}
        </span>
      )}
    </>
  );
}

/** In the terms form: which amount stays in force when the seller hands the limit to the API or the CSV upload. */
export function InterimLimitNotice({ relationship, option }: { relationship: RelationshipDto; option: CreditLimitOption }) {
  const t = useTranslations('relationships');
  const locale = useLocale();
  const { currency } = useBrand();
  const after = creditLimitChange(creditLimitOf(relationship), { option });
  if (!isInterimLimit(after) || after.limit === null) return null;
  return (
    <p className={styles.info} role="status" data-testid="interim-limit-notice">
      {t('interimLimitNotice', { option, source: after.source ?? '', amount: formatMoney(after.limit, { currency, locale }) })}
    </p>
  );
}
