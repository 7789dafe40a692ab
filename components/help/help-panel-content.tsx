import { getTranslations } from 'next-intl/server';
import { LegalText } from '@/components/legal/legal-text';
import type { Viewer } from '@/lib/access/routes';
import { brand } from '@/lib/env';
import { helpItemShown, isLegalPage, type HelpPanel } from '@/lib/help/panels';
import { helpValues } from './help-values';
import styles from './help.module.css';
import { PageLink } from '@/components/ui/page-link';

// Keys are built from the panel table (lib/help/panels.ts), so they cannot be checked statically.
type Translate = ((key: string, values?: Record<string, string | number>) => string) & { raw: (key: string) => unknown };

/** The content of one panel and tab; the texts live in the `help` messages, keyed by tab and item. */
export async function HelpPanelContent({ panel, tab, viewer }: { panel: HelpPanel; tab: string | null; viewer: Viewer }) {
  const intl = await getTranslations('help');
  const t = intl as unknown as Translate;
  const { flags, legal } = brand();
  // The items of a tab, without those about a feature this brand does not have or a screen the reader cannot open.
  const ids = (key: string) => Object.keys(t.raw(key) as Record<string, unknown>).filter((id) => helpItemShown(`${panel}.${tab}.${id}`, flags, viewer));
  const values = await helpValues();

  if (panel === 'faq') {
    return (
      <div className={styles.faq}>
        {ids(`faq.${tab}.items`).map((id) => (
          <details key={id}>
            <summary>{t(`faq.${tab}.items.${id}.q`, values)}</summary>
            <p>{t(`faq.${tab}.items.${id}.a`, values)}</p>
          </details>
        ))}
      </div>
    );
  }
  if (panel === 'glossar') {
    return (
      <dl className={styles.glossary}>
        {ids(`glossar.${tab}.items`).map((id) => (
          <div key={id} id={`begriff-${id}`}>
            <dt>{t(`glossar.${tab}.items.${id}.term`, values)}</dt>
            <dd>{t(`glossar.${tab}.items.${id}.text`, values)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (panel === 'dokumente') {
    const links: Record<string, string> = {
      terms: legal.terms,
      privacy: legal.privacy,
      imprint: legal.imprint,
      guide: '/hilfe-center/anleitung/start',
      buying: '/hilfe-center/anleitung/kaufen',
      glossary: '/hilfe-center/glossar',
    };
    return (
      <>
        <p>{t('dokumente.intro')}</p>
        <ul className={styles.documents}>
          {ids('dokumente.items').map((id) => (
            <li key={id}>
              <PageLink href={links[id]}>{t(`dokumente.items.${id}.title`)}</PageLink>
              <span>{t(`dokumente.items.${id}.text`)}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (panel === 'anleitung') {
    return (
      <ol className={styles.steps}>
        {ids(`anleitung.${tab}.steps`).map((id) => (
          <li key={id}>{t(`anleitung.${tab}.steps.${id}`, values)}</li>
        ))}
      </ol>
    );
  }
  return tab !== null && isLegalPage(tab) ? <LegalText page={tab} /> : null;
}
