'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';

/**
 * The brand's imprint, privacy and terms links: list items for the footer and the simple pages' link row. Not prefetched: on the login page that would compete with the login itself.
 * Signed in, the terms link goes to the full terms at /agb (`termsHref`); the brand's public terms page serves visitors.
 */
export function LegalLinks({ termsHref }: { termsHref?: string }) {
  const t = useTranslations('shell');
  const { legal } = useBrand();
  return (
    <>
      <li>
        <Link href={legal.imprint} prefetch={false}>
          {t('imprint')}
        </Link>
      </li>
      <li>
        <Link href={legal.privacy} prefetch={false}>
          {t('privacy')}
        </Link>
      </li>
      <li>
        <Link href={termsHref ?? legal.terms} prefetch={false}>
          {t('terms')}
        </Link>
      </li>
    </>
  );
}
