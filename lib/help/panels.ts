import type { BrandFlags } from '@/brands/schema';
import { canOpen, type Viewer } from '@/lib/access/routes';

/**
 * The help centre's panels and their tabs, as they appear in the address
 * (/hilfe-center/{panel?}/{tab?}). The first tab of a panel is its default.
 */
export const HELP_PANELS = {
  faq: ['allgemein', 'handel', 'konto'],
  glossar: ['preise', 'handel', 'logistik'],
  dokumente: [],
  anleitung: ['start', 'kaufen', 'verkaufen', 'konto'],
  rechtliches: ['impressum', 'datenschutz', 'agb'],
} as const satisfies Record<string, readonly string[]>;

export type HelpPanel = keyof typeof HELP_PANELS;

/** Help items about a feature a brand can switch off (panel.tab.item): shown only where its flag is on. */
const ITEM_FLAGS: Partial<Record<string, keyof BrandFlags>> = {
  'glossar.handel.trigger': 'triggers',
  'glossar.handel.alert': 'priceAlert',
  'glossar.logistik.additive': 'additivesMarketplace',
};

/**
 * Help items that send the reader to a screen (panel.tab.item → route name): shown only to a reader
 * who can open it. "Meine Verkäufer" does not exist in a single-seller brand, and needs
 * MyRelationships_View.
 */
const ITEM_SCREENS: Partial<Record<string, string>> = {
  'faq.handel.relationship': 'sellerManagement',
  'anleitung.kaufen.s1': 'sellerManagement',
};

export function helpItemShown(item: string, flags: BrandFlags, viewer: Viewer): boolean {
  const flag = ITEM_FLAGS[item];
  const screen = ITEM_SCREENS[item];
  return (flag === undefined || flags[flag]) && (screen === undefined || canOpen(screen, viewer, flags));
}

/** The legal texts: in the help centre and, for visitors not logged in, on /rechtliches/{page}. */
export type LegalPage = (typeof HELP_PANELS.rechtliches)[number];

export function isLegalPage(page: string): page is LegalPage {
  return (HELP_PANELS.rechtliches as readonly string[]).includes(page);
}

export interface HelpLocation {
  panel: HelpPanel;
  tab: string | null;
  /** False on /hilfe-center itself, where the page title stays "Hilfe-Center". */
  panelChosen: boolean;
}

/** The panel and tab of a help-centre address; null when either is unknown. */
export function resolveHelpLocation(slug: string[] | undefined): HelpLocation | null {
  const [panelSlug, tabSlug, ...rest] = (slug ?? []).map(safeDecode);
  if (rest.length > 0) return null;
  if (panelSlug === undefined) return { panel: 'faq', tab: HELP_PANELS.faq[0], panelChosen: false };
  if (!Object.hasOwn(HELP_PANELS, panelSlug)) return null;
  const panel = panelSlug as HelpPanel;
  const tabs: readonly string[] = HELP_PANELS[panel];
  if (tabSlug === undefined) return { panel, tab: tabs[0] ?? null, panelChosen: true };
  return tabs.includes(tabSlug) ? { panel, tab: tabSlug, panelChosen: true } : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
