import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageTitle } from '@/lib/shell/page-title';
import styles from '@/components/shell/page.module.css';

export async function generateMetadata() {
  return pageTitle('notFound');
}

/** The catch-all route of platform-shell 2: a friendly text inside the complex layout. */
export default async function NotFoundPage() {
  const t = await getTranslations('shell');
  const tt = await getTranslations('titles');
  return (
    <section className={styles.page}>
      <h1>{tt('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <Link href="/">{t('notFoundLink')}</Link>
      </p>
    </section>
  );
}
