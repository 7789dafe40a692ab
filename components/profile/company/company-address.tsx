'use client';

import { useMessages, useTranslations } from 'next-intl';
import styles from '../profile.module.css';
import { useCompanyAccount } from './use-company';
import { isKeyOf } from '@/lib/i18n/keys';
import { PageLink } from '@/components/ui/page-link';

/** The company address, read only: company data changes go through the operator (trading-domain 6). */
export function CompanyAddress() {
  const t = useTranslations('profile');
  const { countries } = useMessages().profile;
  const tc = useTranslations('common');
  const account = useCompanyAccount();
  if (account.isPending) return <p>{tc('loading')}</p>;
  if (account.isError) return <p className={styles.error}>{t('loadFailed')}</p>;
  const a = account.data;
  const country = isKeyOf(countries, a.country) ? t(`countries.${a.country}`) : a.country;
  return (
    <div>
      <h3>{a.name}</h3>
      <address className={styles.address}>
        {a.addressLine1}
        {a.addressLine2 && (
          <>
            <br />
            {a.addressLine2}
          </>
        )}
        <br />
        {a.postCode} {a.city}
        <br />
        {country}
      </address>
      <div className={styles.note}>
        <p>{t('companyNote')}</p>
        <PageLink href="/kontakt">{t('companyContact')}</PageLink>
      </div>
    </div>
  );
}
