import { getTranslations } from 'next-intl/server';
import type { Viewer } from '@/lib/access/routes';
import { HELP_PANELS, type HelpLocation } from '@/lib/help/panels';
import { HelpPanelContent } from './help-panel-content';
import { helpValues } from './help-values';
import styles from './help.module.css';
import { PageLink } from '@/components/ui/page-link';

// Keys are built from the panel table (lib/help/panels.ts), so they cannot be checked statically.
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The full-width help centre: panel navigation, the panel's tabs, its content (as far as it concerns `viewer`) and the service contact. */
export async function HelpCentre({ location, viewer }: { location: HelpLocation | null; viewer: Viewer }) {
  const t = (await getTranslations('help')) as unknown as Translate;
  const panels = Object.keys(HELP_PANELS) as (keyof typeof HELP_PANELS)[];
  const tabs: readonly string[] = location ? HELP_PANELS[location.panel] : [];
  const values = await helpValues();
  return (
    <div className={styles.helpCentre}>
      <header className={styles.hero}>
        <h1>{location?.panelChosen ? t(`panels.${location.panel}`) : t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className={styles.body}>
        <nav aria-label={t('panelsLabel')} className={styles.panelNav}>
          {panels.map((panel) => (
            <PageLink
              key={panel}
              href={`/hilfe-center/${panel}`}
              aria-current={location?.panel === panel ? 'page' : undefined}
              className={location?.panel === panel ? styles.current : undefined}
            >
              {t(`panels.${panel}`)}
            </PageLink>
          ))}
        </nav>
        <section className={styles.content}>
          {!location && <p>{t('unknownPanel')}</p>}
          {location && tabs.length > 0 && (
            <nav aria-label={t('tabsLabel')} className={styles.tabs}>
              {tabs.map((tab) => (
                <PageLink
                  key={tab}
                  href={`/hilfe-center/${location.panel}/${tab}`}
                  aria-current={location.tab === tab ? 'page' : undefined}
                  className={location.tab === tab ? styles.current : undefined}
                >
                  {t(`${location.panel}.${tab}.name`)}
                </PageLink>
              ))}
            </nav>
          )}
          {location && <HelpPanelContent panel={location.panel} tab={location.tab} viewer={viewer} />}
          <aside className={styles.support}>
            <h2>{t('supportTitle')}</h2>
            <p>{t('supportText', values)}</p>
            <PageLink href="/kontakt">{t('supportLink')}</PageLink>
          </aside>
        </section>
      </div>
    </div>
  );
}
