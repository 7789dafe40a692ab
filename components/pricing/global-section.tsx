'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { RadioGroup } from '@/components/ui/choice';
import { formatEntered } from '@/lib/format/number';
import { useBrand } from '@/components/providers/brand-context';
import { unitLabel } from '@/lib/format/units';
import type { RuleKind } from '@/lib/pricing/domain/types';
import type { RuleDto } from '@/lib/pricing/rule-record';
import { newRule, ruleToEditor, type RuleEditorState } from './rule-editor-state';
import styles from './pricing.module.css';

const SETTINGS: { kind: RuleKind; preset: Partial<RuleEditorState> }[] = [
  { kind: 'ICE_LIVE_PREMIUM', preset: { unit: 'USD/METRIC_TONNE' } },
  { kind: 'FX', preset: { unit: '' } },
  { kind: 'FX_LIVE_SYMBOL', preset: { unit: '', value: new Decimal(0) } },
  { kind: 'FX_LIVE_PREMIUM', preset: { unit: '' } },
];

/**
 * Global stock exchange and FX (design 5): where the ICE leg comes from (live or settlement),
 * its premium, and the exchange rate (a fixed FX rate, or a live symbol plus premium).
 */
export function GlobalSection({
  rules,
  busy,
  onChooseIce,
  onEdit,
  onDelete,
}: {
  rules: RuleDto[];
  busy: boolean;
  onChooseIce: (kind: 'ICE_LIVE' | 'ICE_SETTLE', current: RuleDto | undefined) => void;
  onEdit: (state: RuleEditorState) => void;
  onDelete: (rule: RuleDto) => void;
}) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  const { currency } = useBrand();
  const ice = rules.find((r) => r.kind === 'ICE_LIVE' || r.kind === 'ICE_SETTLE');
  return (
    <section className={styles.section} aria-labelledby="pricing-global">
      <h2 id="pricing-global">{t('sections.global')}</h2>
      <p className={styles.hint}>{t('hints.global')}</p>
      <RadioGroup
        legend={t('fields.iceSource')}
        name="iceSource"
        inline
        disabled={busy}
        value={ice?.kind === 'ICE_SETTLE' ? 'ICE_SETTLE' : 'ICE_LIVE'}
        onChange={(kind) => onChooseIce(kind, ice)}
        options={(['ICE_LIVE', 'ICE_SETTLE'] as const).map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
      <DataTable
        label={t('sections.global')}
        rows={SETTINGS}
        columns={[
          { id: 'kind', header: t('columns.kind'), cell: ({ kind }) => t(`kinds.${kind}`) },
          {
            id: 'value',
            header: t('columns.value'),
            cell: ({ kind }) => {
              const rule = rules.find((r) => r.kind === kind);
              if (!rule) return t('notSet');
              return kind === 'FX_LIVE_SYMBOL' ? rule.symbol : `${formatEntered(rule.value, locale)} ${unitLabel(rule.unit, currency)}`.trim();
            },
          },
        ]}
        rowKey={({ kind }) => kind}
        actionsHeader={t('columns.actions')}
        actions={({ kind, preset }) => {
          const rule = rules.find((r) => r.kind === kind);
          return (
            <>
              <Button variant="link" onClick={() => onEdit(rule ? ruleToEditor('global', rule) : newRule('global', kind, preset))}>
                {rule ? t('edit') : t('set')}
              </Button>
              {rule && (
                <Button variant="link" onClick={() => onDelete(rule)}>
                  {t('delete')}
                </Button>
              )}
            </>
          );
        }}
      />
    </section>
  );
}
