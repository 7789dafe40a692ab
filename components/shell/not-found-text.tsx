import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import styles from './page.module.css';

/**
 * "Seite nicht gefunden" in the user's language with the way back to the start page: for an
 * address no route knows and for a record that is not there (or not the viewer's). In the simple
 * layout (`card`) it sits in the card its other pages use.
 */
export async function NotFoundText({ card = false }: { card?: boolean }) {
  const t = await getTranslations('shell');
  const title = (await getTranslations('titles'))('notFound');
  const body = (
    <>
      <p>{t('notFoundText')}</p>
      <p>
        <Link href="/" className={styles.wayBack}>
          {t('notFoundLink')}
        </Link>
      </p>
    </>
  );
  if (card) return <AuthCard title={title}>{body}</AuthCard>;
  return (
    <section className={styles.page}>
      <h1>{title}</h1>
      {body}
    </section>
  );
}
