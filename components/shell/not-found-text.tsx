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
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the simple layout's not-found boundary loads with the login page: a plain link keeps next/link's client code off it (legal-links.tsx) */}
        <a href="/" className={styles.wayBack}>
          {t('notFoundLink')}
        </a>
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
