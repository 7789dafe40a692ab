'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatEntered } from '@/lib/format/number';
import { useBrand } from '@/components/providers/brand-context';
import { unitLabel } from '@/lib/format/units';
import type { RuleDto } from '@/lib/pricing/rule-record';
import styles from './pricing.module.css';
import { isKeyOf } from '@/lib/i18n/keys';

export type Column = 'kind' | 'name' | 'value' | 'products' | 'terminals' | 'customers' | 'targets' | 'expiry' | 'status';

/** The rules of one section as a table with edit and delete per row. */
export function RuleList({
  rules,
  columns,
  names,
  onEdit,
  onDelete,
}: {
  rules: RuleDto[];
  columns: Column[];
  names: { products: Map<number, string>; terminals: Map<number, string>; customers: Map<number, string>; networks: Map<number, string> };
  onEdit: (rule: RuleDto) => void;
  onDelete: (rule: RuleDto) => void;
}) {
  const t = useTranslations('pricing');
  const { pricing } = useMessages();
  const locale = useLocale();
  const { currency } = useBrand();
  if (!rules.length) return <p className={styles.empty}>{t('noRules')}</p>;
  const list = (ids: number[], map: Map<number, string>) => (ids.length ? ids.map((id) => map.get(id) ?? `#${id}`).join(', ') : t('all'));
  // Whatever narrows a rule beyond its products (set by API or another section): terminals, networks, customers, offers.
  const targets = (rule: RuleDto) => {
    const named = (label: string, ids: number[], map = new Map<number, string>()) => (ids.length ? `${label}: ${list(ids, map)}` : null);
    const parts = [
      named(t('columns.terminals'), rule.terminalIds, names.terminals),
      named(t('targets.networks'), rule.networkIds, names.networks),
      named(t('columns.customers'), rule.accountIds, names.customers),
      named(t('targets.offers'), rule.offerIds),
    ].filter((part) => part !== null);
    return parts.length ? parts.join('; ') : t('targets.everywhere');
  };
  const cell = (rule: RuleDto, column: Column) => {
    switch (column) {
      case 'kind':
        return t(`kinds.${rule.kind}`);
      case 'name':
        return rule.name ?? '';
      case 'value':
        return rule.kind === 'FX_LIVE_SYMBOL' ? rule.symbol : `${formatEntered(rule.value, locale)} ${unitLabel(rule.unit, currency)}`.trim();
      case 'products':
        return list(rule.productIds, names.products);
      case 'terminals':
        return list(rule.terminalIds, names.terminals);
      case 'customers':
        return list(rule.accountIds, names.customers);
      case 'targets':
        return targets(rule);
      case 'expiry':
        return `${rule.expiryDate} ${rule.expiryTime} · ${isKeyOf(pricing.directions, rule.direction) ? t(`directions.${rule.direction}`) : rule.direction}`;
      case 'status':
        return isKeyOf(pricing.expiryStatus, rule.status) ? t(`expiryStatus.${rule.status}`) : rule.status;
    }
  };
  return (
    <DataTable
      label={t('rules')}
      rows={rules}
      columns={columns.map((c) => ({ id: c, header: t(`columns.${c}`), cell: (rule: RuleDto) => cell(rule, c) }))}
      rowKey={(rule) => rule.id}
      // An expired rule is shown muted (pricing.module.css).
      rowAttributes={(rule) => ({ 'data-rule-id': rule.id, 'data-expired': rule.status === 'EXPIRED' ? 'true' : undefined })}
      className={styles.rules}
      actionsHeader={t('columns.actions')}
      actions={(rule) => (
        <>
          <Button variant="link" onClick={() => onEdit(rule)}>
            {t('edit')}
          </Button>
          <Button variant="link" onClick={() => onDelete(rule)}>
            {t('delete')}
          </Button>
        </>
      )}
    />
  );
}
