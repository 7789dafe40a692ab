import { getTranslations } from 'next-intl/server';
import styles from './profile.module.css';
import { tabHref, type PROFILE_TABS, type ProfileTabKey } from './tabs';
import { PageLink } from '@/components/ui/page-link';

/** The tab bar of the settings page; tabs are links so each has its own address. */
export async function ProfileTabs({ tabs, active }: { tabs: typeof PROFILE_TABS; active: ProfileTabKey }) {
  const t = await getTranslations('profile');
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')}>
      {tabs.map((tab) => (
        <PageLink key={tab.key} href={tabHref(tab)} className={styles.tab} aria-current={tab.key === active ? 'page' : undefined}>
          {t(`tabs.${tab.key}`)}
        </PageLink>
      ))}
    </nav>
  );
}
