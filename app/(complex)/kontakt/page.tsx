import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import styles from '@/components/contact/contact.module.css';
import { CompanyAddress, phoneHref } from '@/components/legal/company-address';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { brand } from '@/lib/env';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';
import { PlainLink } from '@/components/ui/plain-link';

export async function generateMetadata() {
  return pageTitle('contact');
}

export default async function ContactPage() {
  await guardPage('contact');
  const t = await getTranslations('contact');
  const tt = await getTranslations('titles');
  const { company } = brand();
  return (
    <section className={styles.page}>
      <h1>{tt('contact')}</h1>
      <p>{t('intro', { hours: company.supportHours })}</p>
      <div className={styles.layout}>
        <ClientMessages namespaces={['contact', 'validation']}>
          <QueryProvider>
            <ContactForm />
          </QueryProvider>
        </ClientMessages>
        <aside className={styles.card}>
          <h2>{t('reachUs')}</h2>
          <CompanyAddress />
          <dl>
            <dt>{t('phone')}</dt>
            <dd>
              <PlainLink href={phoneHref(company.phone)}>{company.phone}</PlainLink>
            </dd>
            <dt>{t('email')}</dt>
            <dd>
              <PlainLink href={`mailto:${company.email}`}>{company.email}</PlainLink>
            </dd>
            <dt>{t('hours')}</dt>
            <dd>{company.supportHours}</dd>
          </dl>
        </aside>
      </div>
    </section>
  );
}
