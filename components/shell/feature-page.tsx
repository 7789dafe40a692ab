import { getTranslations } from 'next-intl/server';
import type { TitleKey } from '@/lib/i18n/messages';
import styles from './page.module.css';

/**
 * The heading of a page whose content arrives with a later release, with a short text saying so
 * (`comingLater`) or what the page is for (an intro key of the `shell` namespace).
 */
export async function FeaturePage({ titleKey, text }: { titleKey: TitleKey; text: 'comingLater' | 'sellerManagementIntro' | 'buyerManagementIntro' }) {
  const tt = await getTranslations('titles');
  const t = await getTranslations('shell');
  return (
    <section className={styles.page}>
      <h1>{tt(titleKey)}</h1>
      <p className={text === 'comingLater' ? styles.note : undefined} data-testid={text === 'comingLater' ? 'coming-later' : undefined}>
        {t(text)}
      </p>
    </section>
  );
}
