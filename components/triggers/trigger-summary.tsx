'use client';

import Decimal from 'decimal.js';
import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { AmountLines } from '@/components/ui/confirm-dialog';
import { formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import { orderAmounts } from '@/lib/orders/domain/order-amounts';
import { splitBundle } from '@/lib/triggers/domain/trigger-rules';
import styles from './triggers.module.css';

interface Props {
  products: { id: number; name: string; percent: string }[];
  prices: { productId: number; price: string | null }[];
  /** The volume typed, a bundle's total; null while none. */
  quantity: Decimal | null;
  /** The platform's VAT rate in per cent. */
  vatRate: string;
}

/**
 * What the buyer commits to, before "Triggern": each product with its volume (a bundle's total
 * split as the server splits it) and price, and the amounts net, VAT and gross, each order's
 * rounded to the cent as its invoice will be.
 */
export function TriggerSummary({ products, prices, quantity, vatRate }: Props) {
  const t = useTranslations('triggers');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  if (!quantity || quantity.lte(0)) return null;
  const priceOf = (productId: number) => prices.find((p) => p.productId === productId)?.price ?? null;
  const lines = splitBundle(
    quantity,
    products.map((p) => ({ productId: p.id, percent: p.percent })),
  ).map((line) => ({ ...line, price: priceOf(line.productId) }));
  const rate = new Decimal(vatRate);
  const amounts = lines.every((l) => l.price !== null)
    ? lines
        .map((l) => orderAmounts(new Decimal(l.price!), l.quantity, rate))
        .reduce((sum, a) => ({ net: sum.net.plus(a.net), vat: sum.vat.plus(a.vat), gross: sum.gross.plus(a.gross) }))
    : null;
  return (
    <section className={styles.summary} data-testid="trigger-summary" aria-label={t('summary')}>
      <ul>
        {lines.map((l) => (
          <li key={l.productId}>
            <span>{products.find((p) => p.id === l.productId)?.name}</span>
            <span>{formatVolume(l.quantity, locale)} cbm</span>
            <span>{l.price ? `${formatPrice(l.price, locale, decimals)} ${priceUnitLabel(currency)}` : t('noPrice')}</span>
          </li>
        ))}
      </ul>
      {amounts && <AmountLines amounts={{ ...amounts, vatRate: rate }} />}
    </section>
  );
}
