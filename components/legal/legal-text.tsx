import { getTranslations } from 'next-intl/server';
import { helpValues } from '@/components/help/help-values';
import { CompanyAddress, phoneHref } from './company-address';
import { TermsSections } from './terms-sections';
import { brand } from '@/lib/env';
import type { LegalPage } from '@/lib/help/panels';
import styles from '@/components/help/help.module.css';

/** One legal text of the brand: the imprint with the company's register data, the privacy text, or the terms in full after their summary. */
export async function LegalText({ page }: { page: LegalPage }) {
  const t = await getTranslations('help.rechtliches');
  if (page === 'datenschutz') return <p className={styles.legal}>{t('datenschutz.text', await helpValues())}</p>;
  if (page === 'agb') {
    return (
      <div className={styles.legal}>
        <p>{t('agb.text', await helpValues())}</p>
        <TermsSections t={await getTranslations('auth')} />
      </div>
    );
  }
  const { company } = brand();
  return (
    <div className={styles.legal}>
      <p>{t('impressum.text')}</p>
      <CompanyAddress withCountry />
      <p>
        <a href={phoneHref(company.phone)}>{company.phone}</a>
        <br />
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
      <dl className={styles.register}>
        <dt>{t('impressum.managingDirectors')}</dt>
        <dd data-testid="imprint-directors">{company.managingDirectors.join(', ')}</dd>
        <dt>{t('impressum.register')}</dt>
        <dd data-testid="imprint-register">
          {company.register.court}, {company.register.number}
        </dd>
        <dt>{t('impressum.vatId')}</dt>
        <dd data-testid="imprint-vat-id">{company.vatId}</dd>
      </dl>
    </div>
  );
}
