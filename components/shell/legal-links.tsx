'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';

/** The brand's imprint, privacy and terms links: list items for the footer and the simple pages' link row. */
export function LegalLinks() {
  const t = useTranslations('shell');
  const { legal } = useBrand();
  return (
    <>
      <li>
        <Link href={legal.imprint}>{t('imprint')}</Link>
      </li>
      <li>
        <Link href={legal.privacy}>{t('privacy')}</Link>
      </li>
      <li>
        <Link href={legal.terms}>{t('terms')}</Link>
      </li>
    </>
  );
}
