'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatEntered } from '@/lib/format/number';
import type { RuleDto } from '@/lib/pricing/rule-record';
import { newRule, ruleToEditor, type RuleEditorState } from './rule-editor-state';
import styles from './pricing.module.css';

/** A DENSITY rule for one product and nothing narrower (no terminal, network, customer or offer). */
const isFactor = (rule: RuleDto) =>
  rule.productIds.length === 1 && !rule.terminalIds.length && !rule.networkIds.length && !rule.accountIds.length && !rule.offerIds.length;

/**
 * The seller's DENSITY rules as the oil pool shows them: per product of the tab its conversion
 * factor (the first such rule), and every other rule, which the tab cannot show as a factor but
 * must not hide either: it still prices, so it stays listed to be edited or deleted.
 */
export function splitDensities(rules: RuleDto[], products: { id: number }[]) {
  const shown = new Set(products.map((product) => product.id));
  const factors = new Map<number, RuleDto>();
  const others: RuleDto[] = [];
  for (const rule of rules) {
    const productId = rule.productIds[0];
    if (isFactor(rule) && shown.has(productId) && !factors.has(productId)) factors.set(productId, rule);
    else others.push(rule);
  }
  return { factors, others };
}

/**
 * The oil pool's conversion-factor tab: per product the factor (t per cbm, the density at 15 °C)
 * the engine converts per-tonne prices with, the product's own until the seller sets one. It
 * edits the same DENSITY rules as the densities section, one per product; the others are listed
 * beside it.
 */
export function ConversionFactors({
  products,
  factors,
  onEdit,
}: {
  products: { id: number; name: string; density: string | null }[];
  /** Each product's factor rule (splitDensities). */
  factors: Map<number, RuleDto>;
  onEdit: (state: RuleEditorState) => void;
}) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="pricing-conversion" data-testid="pricing-conversion">
      <h2 id="pricing-conversion">{t('sections.conversionFactors')}</h2>
      <p className={styles.hint}>{t('hints.conversionFactors')}</p>
      <DataTable
        label={t('sections.conversionFactors')}
        rows={products}
        columns={[
          { id: 'product', header: t('columns.products'), cell: (product) => product.name },
          {
            id: 'factor',
            header: t('columns.conversionFactor'),
            cell: (product) => {
              const rule = factors.get(product.id);
              const factor = rule?.value ?? product.density;
              return `${factor ? `${formatEntered(factor, locale)} t/cbm` : '–'}${rule ? '' : ` (${t('productDefault')})`}`;
            },
          },
        ]}
        rowKey={(product) => product.id}
        rowAttributes={(product) => ({ 'data-product-id': product.id })}
        actionsHeader={t('columns.actions')}
        actions={(product) => {
          const rule = factors.get(product.id);
          return (
            <Button
              variant="link"
              onClick={() =>
                onEdit(
                  rule
                    ? ruleToEditor('density', rule)
                    : newRule('density', 'DENSITY', { productIds: [product.id], value: product.density ? new Decimal(product.density) : null }),
                )
              }
            >
              {t('edit')}
            </Button>
          );
        }}
      />
    </section>
  );
}
