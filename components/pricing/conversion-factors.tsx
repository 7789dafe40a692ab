'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatEntered } from '@/lib/format/number';
import type { RuleDto } from '@/lib/pricing/rule-record';
import { newRule, ruleToEditor, type RuleEditorState } from './rule-editor-state';
import styles from './pricing.module.css';

/** The seller's DENSITY rule for exactly this product, everywhere: the product's conversion factor. */
const factorRule = (rules: RuleDto[], productId: number) =>
  rules.find((r) => r.productIds.length === 1 && r.productIds[0] === productId && !r.terminalIds.length && !r.accountIds.length);

/**
 * The oil pool's conversion-factor tab: per product the factor (t per cbm, the density at 15 °C)
 * the engine converts per-tonne prices with, the product's own until the seller sets one. It
 * edits the same DENSITY rules as the densities section, one per product.
 */
export function ConversionFactors({
  products,
  rules,
  onEdit,
}: {
  products: { id: number; name: string; density: string | null }[];
  rules: RuleDto[];
  onEdit: (state: RuleEditorState) => void;
}) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="pricing-conversion" data-testid="pricing-conversion">
      <h2 id="pricing-conversion">{t('sections.conversionFactors')}</h2>
      <p className={styles.hint}>{t('hints.conversionFactors')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.products')}</th>
              <th scope="col">{t('columns.conversionFactor')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const rule = factorRule(rules, product.id);
              const factor = rule?.value ?? product.density;
              return (
                <tr key={product.id} data-product-id={product.id}>
                  <td data-label={t('columns.products')}>{product.name}</td>
                  <td data-label={t('columns.conversionFactor')}>
                    {factor ? `${formatEntered(factor, locale)} t/cbm` : '–'}
                    {!rule && ` (${t('productDefault')})`}
                  </td>
                  <td data-label={t('columns.actions')}>
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
