'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMetadata } from '@/components/offers/queries';
import { useBrand } from '@/components/providers/brand-context';
import { formatPrice, formatVolume } from '@/lib/format/number';
import type { UploadPreview } from './queries';

type Values = UploadPreview['rows'][number]['values'];

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** What a row writes, in words: an offer's product, terminal, total and price, or a credit limit. */
export function RowValues({ values }: { values: Values }) {
  const t = useTranslations('uploads');
  const locale = useLocale();
  const { decimals } = useBrand();
  const metadata = useMetadata();
  if (!values) return null;
  if ('creditLimit' in values) {
    const limit = text(values.creditLimit);
    return <>{limit === null ? t('noLimit') : formatPrice(limit, locale, 2)}</>;
  }
  const name = (list: { id: number; name: string }[] | undefined, id: unknown) => list?.find((item) => item.id === id)?.name ?? text(id);
  const terminals = metadata.data?.regions.flatMap((region) => region.terminals);
  const total = text(values.totalVolume);
  const price = text(values.fixedPrice);
  return (
    <>
      {[
        name(metadata.data?.fuels, values.productId),
        name(terminals, values.terminalId),
        total && `${formatVolume(total, locale)} cbm`,
        price && formatPrice(price, locale, decimals),
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
}
