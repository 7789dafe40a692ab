/**
 * The route table of platform-shell section 2 and the navigation guard rules, in one place.
 * Pure: the request guard (proxy.ts), the pages and the route handlers all decide with it.
 */
import type { BrandFlags } from '@/brands/schema';
import type { TitleKey } from '@/lib/i18n/messages';

export type AccountType = 'BUYER' | 'SELLER' | 'ADMIN' | 'OPERATOR';
export const ROLES = {
  relationships: 'MyRelationships_View',
  childAccounts: 'ChildAccounts_View',
  childAccountOffers: 'ChildAccounts_Offers_View',
  purchase: 'MyOffers_Purchase',
} as const;

/**
 * Who in a seller company moves orders along (confirm, transfer, complete, decline): company
 * admins and team members with MyRelationships_View, the role that manages the seller's buyers,
 * their releases and credit. The spec names no role of its own for order management.
 */
export function mayActOnOrders(user: { isAdmin: boolean; roles: string[] }): boolean {
  return user.isAdmin || user.roles.includes(ROLES.relationships);
}

export interface Viewer {
  accountType: AccountType;
  roles: string[];
  features: string[];
  gtcAccepted: boolean;
}

export interface RouteRule {
  name: string;
  /** Path pattern with :param and :param? segments, as the browser shows it (decoded). */
  path: string;
  titleKey: TitleKey;
  layout: 'simple' | 'complex';
  fullWidth?: boolean;
  public?: boolean;
  /** Account types that may open the route; others stay where they are. */
  accountTypes?: AccountType[];
  /** Role needed; without it the user is sent to /. */
  role?: string;
  /** Further condition on brand flags and account features; when false the user stays. */
  allowed?: (viewer: Viewer, flags: BrandFlags) => boolean;
  /** Reachable only from another page; a direct entry is sent to this path. */
  directEntryRedirect?: string;
}

/** Everyone but the platform operator. */
const TRADING_ACCOUNTS: AccountType[] = ['BUYER', 'SELLER', 'ADMIN'];

export const ROUTES: RouteRule[] = [
  { name: 'dashboard', path: '/', titleKey: 'dashboard', layout: 'complex' },
  { name: 'login', path: '/login', titleKey: 'login', layout: 'simple', public: true },
  { name: 'logout', path: '/logout', titleKey: 'logout', layout: 'simple', public: true },
  { name: 'passwordReset', path: '/passwort/reset', titleKey: 'passwordReset', layout: 'simple', public: true },
  { name: 'passwordResetKey', path: '/passwort/reset/:key', titleKey: 'passwordReset', layout: 'simple', public: true },
  { name: 'emailConfirmKey', path: '/e-mail/bestaetigen/:key', titleKey: 'emailConfirm', layout: 'simple', public: true },
  { name: 'legal', path: '/rechtliches/:page', titleKey: 'legal', layout: 'simple', public: true },
  { name: 'basket', path: '/warenkorb/:basketId', titleKey: 'basket', layout: 'complex', directEntryRedirect: '/' },
  {
    name: 'marketBasket',
    path: '/handelsplatz/warenkorb/:basketId?',
    titleKey: 'basket',
    layout: 'complex',
    directEntryRedirect: '/handelsplatz',
  },
  { name: 'market', path: '/handelsplatz', titleKey: 'market', layout: 'complex', accountTypes: ['BUYER'] },
  // The operator trades nothing: its order history and statistics would only answer 403.
  { name: 'orders', path: '/orders', titleKey: 'orders', layout: 'complex', accountTypes: TRADING_ACCOUNTS },
  { name: 'orderDetail', path: '/orders/:orderId', titleKey: 'orderDetail', layout: 'complex', accountTypes: TRADING_ACCOUNTS },
  { name: 'reports', path: '/statistik', titleKey: 'reports', layout: 'complex', accountTypes: TRADING_ACCOUNTS },
  // The seller's own news desk (trading-domain 1: sellers manage news).
  { name: 'news', path: '/news', titleKey: 'news', layout: 'complex', accountTypes: ['SELLER'] },
  { name: 'profile', path: '/profil/:tab?', titleKey: 'profile', layout: 'complex' },
  {
    name: 'contracts',
    path: '/verträge-management',
    titleKey: 'contracts',
    layout: 'complex',
    accountTypes: ['BUYER', 'SELLER'],
    allowed: (viewer, flags) => flags.triggers && (viewer.accountType !== 'SELLER' || viewer.features.includes('triggers')),
  },
  {
    name: 'sellerManagement',
    path: '/verkaufer-management',
    titleKey: 'sellerManagement',
    layout: 'complex',
    accountTypes: ['BUYER'],
    role: ROLES.relationships,
    allowed: (_viewer, flags) => !flags.singleSellerMode,
  },
  {
    name: 'buyerManagement',
    path: '/kaufer-management',
    titleKey: 'buyerManagement',
    layout: 'complex',
    accountTypes: ['SELLER'],
    role: ROLES.relationships,
  },
  { name: 'offerManagement', path: '/meine-angebote', titleKey: 'offerManagement', layout: 'complex', accountTypes: ['SELLER'] },
  { name: 'pricingEngine', path: '/preis-engine', titleKey: 'pricingEngine', layout: 'complex', accountTypes: ['SELLER'] },
  { name: 'priceAlert', path: '/preisalarm', titleKey: 'priceAlert', layout: 'complex', accountTypes: ['BUYER'], allowed: (_v, flags) => flags.priceAlert },
  // Target-price orders (design 13): a tab beside the price alerts, on every brand.
  { name: 'targetOrders', path: '/preiswunsch', titleKey: 'targetOrders', layout: 'complex', accountTypes: ['BUYER'] },
  { name: 'childAccounts', path: '/aviaten', titleKey: 'childAccounts', layout: 'complex', role: ROLES.childAccounts },
  // The operator's desk (design 11); the literal "neu" before the account id.
  { name: 'operatorAccounts', path: '/betrieb/konten', titleKey: 'operatorAccounts', layout: 'complex', accountTypes: ['OPERATOR'] },
  { name: 'operatorAccountNew', path: '/betrieb/konten/neu', titleKey: 'operatorAccountNew', layout: 'complex', accountTypes: ['OPERATOR'] },
  { name: 'operatorAccount', path: '/betrieb/konten/:id', titleKey: 'operatorAccount', layout: 'complex', accountTypes: ['OPERATOR'] },
  { name: 'operatorAudit', path: '/betrieb/protokoll', titleKey: 'operatorAudit', layout: 'complex', accountTypes: ['OPERATOR'] },
  { name: 'operatorCatalogue', path: '/betrieb/katalog', titleKey: 'operatorCatalogue', layout: 'complex', accountTypes: ['OPERATOR'] },
  { name: 'contact', path: '/kontakt', titleKey: 'contact', layout: 'complex' },
  { name: 'helpCentre', path: '/hilfe-center/:panel?/:tab?', titleKey: 'helpCentre', layout: 'complex', fullWidth: true },
  { name: 'terms', path: '/agb', titleKey: 'terms', layout: 'simple' },
];

export const CATCH_ALL: RouteRule = { name: 'notFound', path: '*', titleKey: 'notFound', layout: 'complex' };

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return '/' + segment.replace(/[.*+^${}()|[\]\\-]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

const COMPILED = ROUTES.map((rule) => ({ rule, re: toRegExp(rule.path) }));

/** The rule for a browser path (percent-encoded or not); unknown paths get the catch-all. */
export function findRoute(pathname: string): RouteRule {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as it stands and so falls to the catch-all.
  }
  return COMPILED.find(({ re }) => re.test(path))?.rule ?? CATCH_ALL;
}

export function findRouteByName(name: string): RouteRule {
  const rule = ROUTES.find((r) => r.name === name);
  if (!rule) throw new Error(`No route named ${name}`);
  return rule;
}

export type Decision = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'stay' };

export interface NavigationContext {
  viewer: Viewer | null;
  flags: BrandFlags;
  /** True when the page was opened by typing or pasting the address rather than from another page. */
  directEntry?: boolean;
}

/** The navigation guard of platform-shell section 2. */
export function decideNavigation(pathname: string, { viewer, flags, directEntry }: NavigationContext): Decision {
  const rule = findRoute(pathname);
  if (rule.public) return { action: 'allow' };
  if (!viewer) return { action: 'redirect', to: '/login' };
  if (flags.buyerAcceptGtcOnFirstLogin && viewer.accountType === 'BUYER' && !viewer.gtcAccepted && rule.name !== 'terms') {
    return { action: 'redirect', to: '/agb' };
  }
  if (rule.directEntryRedirect) {
    return directEntry ? { action: 'redirect', to: rule.directEntryRedirect } : { action: 'allow' };
  }
  return checkRule(rule, viewer, flags);
}

/** Account type, role and flag checks of one rule; also used by route handlers. */
export function checkRule(rule: RouteRule, viewer: Viewer, flags: BrandFlags): Decision {
  if (rule.accountTypes && !rule.accountTypes.includes(viewer.accountType)) return { action: 'stay' };
  if (rule.allowed && !rule.allowed(viewer, flags)) {
    return rule.name === 'sellerManagement' ? { action: 'redirect', to: '/' } : { action: 'stay' };
  }
  if (rule.role && !viewer.roles.includes(rule.role)) return { action: 'redirect', to: '/' };
  return { action: 'allow' };
}

/** Whether the viewer may open the route (a rule, or a rule's name). */
export function canOpen(route: RouteRule | string, viewer: Viewer, flags: BrandFlags): boolean {
  return checkRule(typeof route === 'string' ? findRouteByName(route) : route, viewer, flags).action === 'allow';
}
