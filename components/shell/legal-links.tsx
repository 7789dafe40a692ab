'use client';

import { useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';

/**
 * The brand's imprint, privacy and terms links: list items for the footer and the simple pages' link row.
 * Plain links, as everywhere on the login page's way (its shell, the cookie banner, the form): next/link's
 * client code would be the largest piece of the login page's own JavaScript (about 4 kB gzip), and a
 * full load of a legal page costs a reader nothing; nothing is prefetched to compete with the login either.
 * Signed in, the terms link goes to the full terms at /agb (`termsHref`); the brand's public terms page serves visitors.
 */
export function LegalLinks({ termsHref }: { termsHref?: string }) {
  const t = useTranslations('shell');
  const { legal } = useBrand();
  return (
    <>
      <li>
        <a href={legal.imprint}>{t('imprint')}</a>
      </li>
      <li>
        <a href={legal.privacy}>{t('privacy')}</a>
      </li>
      <li>
        <a href={termsHref ?? legal.terms}>{t('terms')}</a>
      </li>
    </>
  );
}
