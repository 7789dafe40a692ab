import { fuelmarket } from '@/brands/fuelmarket';
import type { BrandFlags } from '@/brands/schema';
import { decideNavigation, findRoute, findRouteByName, ROLES, ROUTES, type Decision, type Viewer } from './routes';

/**
 * The navigation guard of platform-shell section 2, row by row: route x viewer x brand flags x
 * direct entry -> allow, redirect or stay.
 */
const BASE: BrandFlags = { ...fuelmarket.flags, triggers: true, singleSellerMode: false, buyerAcceptGtcOnFirstLogin: false };
const FLAG_SETS = {
  FLAGS: BASE,
  TRIGGERS_OFF: { ...BASE, triggers: false },
  SINGLE_SELLER: { ...BASE, singleSellerMode: true },
  GTC_ON: { ...BASE, buyerAcceptGtcOnFirstLogin: true },
} satisfies Record<string, BrandFlags>;
type Flags = keyof typeof FLAG_SETS;
const FLAGS: Flags = 'FLAGS';
const TRIGGERS_OFF: Flags = 'TRIGGERS_OFF';
const SINGLE_SELLER: Flags = 'SINGLE_SELLER';
const GTC_ON: Flags = 'GTC_ON';

const viewer = (accountType: Viewer['accountType'], extra: Partial<Viewer> = {}): Viewer => ({
  accountType,
  roles: [],
  features: [],
  gtcAccepted: true,
  ...extra,
});

const V = {
  nobody: null,
  buyer: viewer('BUYER', { roles: [ROLES.relationships, ROLES.purchase] }),
  buyerNoRoles: viewer('BUYER'),
  buyerChildAccounts: viewer('BUYER', { roles: [ROLES.childAccounts] }),
  buyerNotAccepted: viewer('BUYER', { roles: [ROLES.relationships], gtcAccepted: false }),
  seller: viewer('SELLER', { roles: [ROLES.relationships] }),
  sellerNoRoles: viewer('SELLER'),
  sellerTriggers: viewer('SELLER', { roles: [ROLES.relationships], features: ['triggers'] }),
  sellerNotAccepted: viewer('SELLER', { gtcAccepted: false }),
  admin: viewer('ADMIN', { roles: [ROLES.relationships, ROLES.childAccounts] }),
  adminNoRoles: viewer('ADMIN'),
  adminNotAccepted: viewer('ADMIN', { gtcAccepted: false }),
  operator: viewer('OPERATOR', { roles: [ROLES.relationships, ROLES.childAccounts] }),
  operatorNoRoles: viewer('OPERATOR'),
} satisfies Record<string, Viewer | null>;
type ViewerName = keyof typeof V;

const allow: Decision = { action: 'allow' };
const stay: Decision = { action: 'stay' };
const to = (path: string): Decision => ({ action: 'redirect', to: path });
const LOGIN = to('/login');
const HOME = to('/');
const TERMS = to('/agb');

type Row = [path: string, who: ViewerName, flags: Flags, directEntry: boolean, expected: Decision];
const LOGGED_IN: ViewerName[] = ['buyer', 'buyerNoRoles', 'seller', 'sellerNoRoles', 'admin', 'adminNoRoles', 'operator', 'operatorNoRoles'];
const EVERYBODY: ViewerName[] = ['nobody', ...LOGGED_IN];

/** One row per viewer: `expect` maps a viewer to its decision (default: the fallback). */
function rows(path: string, expected: Partial<Record<ViewerName, Decision>>, fallback: Decision, flags: Flags = FLAGS, directEntry = true): Row[] {
  return EVERYBODY.map((who) => [path, who, flags, directEntry, expected[who] ?? fallback]);
}
/** A route every logged-in user may open and nobody else. */
const loggedIn = (path: string, flags: Flags = FLAGS) => rows(path, { nobody: LOGIN }, allow, flags);
const publicRoute = (path: string) => rows(path, {}, allow);
const onlyFor = (path: string, allowed: ViewerName[], flags: Flags = FLAGS) =>
  rows(path, { nobody: LOGIN, ...Object.fromEntries(allowed.map((who) => [who, allow])) }, stay, flags);

const CONTRACTS = ['/verträge-management', '/vertr%C3%A4ge-management', '/vertr%c3%a4ge-management'];

const TABLE: Row[] = [
  // Logged-in screens.
  ...loggedIn('/'),
  // Orders and statistics: everyone but the operator, who trades nothing (it stays).
  ...rows('/orders', { nobody: LOGIN, operator: stay, operatorNoRoles: stay }, allow),
  ...rows('/statistik', { nobody: LOGIN, operator: stay, operatorNoRoles: stay }, allow),
  // The operator's desk.
  ...onlyFor('/betrieb/konten', ['operator', 'operatorNoRoles']),
  ...onlyFor('/betrieb/konten/neu', ['operator', 'operatorNoRoles']),
  ...onlyFor('/betrieb/konten/42', ['operator', 'operatorNoRoles']),
  ...onlyFor('/betrieb/protokoll', ['operator', 'operatorNoRoles']),
  ...onlyFor('/betrieb/katalog', ['operator', 'operatorNoRoles']),
  ...loggedIn('/kontakt'),
  ...loggedIn('/profil'),
  ...loggedIn('/profil/benutzer'),
  ...loggedIn('/agb'),
  ...loggedIn('/hilfe-center'),
  ...loggedIn('/hilfe-center/konto'),
  ...loggedIn('/hilfe-center/konto/passwort'),
  // Unknown paths fall to the catch-all, which needs a login and nothing else.
  ...loggedIn('/gibt-es-nicht'),
  ...loggedIn('/hilfe-center/a/b/c'),
  ...loggedIn('/profil/a/b'),
  ...loggedIn('/%E0%A4%A'),

  // Screens without login.
  ...publicRoute('/login'),
  ...publicRoute('/logout'),
  ...publicRoute('/passwort/reset'),
  ...publicRoute('/passwort/reset/0123abcd'),
  ...publicRoute('/rechtliches/impressum'),

  // Buyers are kept off seller screens and the other way round; the visit is cancelled (stay).
  ...onlyFor('/handelsplatz', ['buyer', 'buyerNoRoles']),
  ...onlyFor('/meine-angebote', ['seller', 'sellerNoRoles']),
  ...onlyFor('/news', ['seller', 'sellerNoRoles']),
  ...rows('/kaufer-management', { nobody: LOGIN, seller: allow, sellerNoRoles: HOME }, stay),
  // Seller management: buyer with MyRelationships_View; without the role, or in single-seller mode, to /.
  ...rows('/verkaufer-management', { nobody: LOGIN, buyer: allow, buyerNoRoles: HOME }, stay),
  ...rows('/verkaufer-management', { nobody: LOGIN, buyer: HOME, buyerNoRoles: HOME }, stay, SINGLE_SELLER),
  // Child accounts: role ChildAccounts_View, any account type; without it to /.
  ...rows('/aviaten', { nobody: LOGIN, admin: allow, operator: allow }, HOME),
  ['/aviaten', 'buyerChildAccounts', FLAGS, true, allow],

  // Contract management, raw and percent-encoded: buyer needs the triggers flag, seller needs the
  // flag and the account feature triggers; a seller without the feature stays where they were.
  ...CONTRACTS.flatMap((path): Row[] => [
    ...rows(path, { nobody: LOGIN, buyer: allow, buyerNoRoles: allow }, stay),
    [path, 'sellerTriggers', FLAGS, true, allow],
    ...rows(path, { nobody: LOGIN }, stay, TRIGGERS_OFF),
    [path, 'sellerTriggers', TRIGGERS_OFF, true, stay],
  ]),

  // Baskets: a direct entry goes to / or to the market; from another page anybody logged in may
  // open them (the basket path is exempt from the account-type blocks).
  ...rows('/warenkorb/42', { nobody: LOGIN }, HOME),
  ...rows('/warenkorb/42', { nobody: LOGIN }, allow, FLAGS, false),
  ...rows('/handelsplatz/warenkorb', { nobody: LOGIN }, to('/handelsplatz')),
  ...rows('/handelsplatz/warenkorb/42', { nobody: LOGIN }, to('/handelsplatz')),
  ...rows('/handelsplatz/warenkorb', { nobody: LOGIN }, allow, FLAGS, false),
  ...rows('/handelsplatz/warenkorb/42', { nobody: LOGIN }, allow, FLAGS, false),

  // Terms on first login: with the setting on, a buyer who has not accepted goes to /agb from
  // everywhere except /agb and /logout (and the other screens without login).
  ...['/', '/handelsplatz', '/orders', '/profil', '/hilfe-center/konto', '/verkaufer-management', '/gibt-es-nicht', '/vertr%C3%A4ge-management'].map(
    (path): Row => [path, 'buyerNotAccepted', GTC_ON, true, TERMS],
  ),
  ['/warenkorb/42', 'buyerNotAccepted', GTC_ON, false, TERMS],
  ['/warenkorb/42', 'buyerNotAccepted', GTC_ON, true, TERMS],
  ['/agb', 'buyerNotAccepted', GTC_ON, true, allow],
  ['/logout', 'buyerNotAccepted', GTC_ON, true, allow],
  ['/login', 'buyerNotAccepted', GTC_ON, true, allow],
  ['/passwort/reset/abc', 'buyerNotAccepted', GTC_ON, true, allow],
  // Accepted, setting off, or not a buyer: the normal rules.
  ['/', 'buyer', GTC_ON, true, allow],
  ['/handelsplatz', 'buyer', GTC_ON, true, allow],
  ['/', 'buyerNotAccepted', FLAGS, true, allow],
  ['/handelsplatz', 'buyerNotAccepted', FLAGS, true, allow],
  ['/', 'sellerNotAccepted', GTC_ON, true, allow],
  ['/meine-angebote', 'sellerNotAccepted', GTC_ON, true, allow],
  ['/handelsplatz', 'sellerNotAccepted', GTC_ON, true, stay],
  ['/', 'adminNotAccepted', GTC_ON, true, allow],
];

describe('decideNavigation', () => {
  test.each(TABLE)('%s as %s with %s, direct entry %s -> %o', (path, who, flags, directEntry, expected) => {
    expect(decideNavigation(path, { viewer: V[who], flags: FLAG_SETS[flags], directEntry })).toEqual(expected);
  });

  it('treats a missing directEntry as a link from another page', () => {
    expect(decideNavigation('/warenkorb/1', { viewer: V.buyer, flags: BASE })).toEqual(allow);
  });
});

describe('findRoute', () => {
  test.each([
    ['/', 'dashboard'],
    ['/orders', 'orders'],
    ['/statistik', 'reports'],
    ['/handelsplatz', 'market'],
    ['/handelsplatz/', 'market'],
    ['/handelsplatz/warenkorb', 'marketBasket'],
    ['/handelsplatz/warenkorb/7', 'marketBasket'],
    ['/warenkorb/7', 'basket'],
    ['/warenkorb', 'notFound'],
    ['/verträge-management', 'contracts'],
    ['/vertr%C3%A4ge-management', 'contracts'],
    ['/vertraege-management', 'notFound'],
    ['/profil', 'profile'],
    ['/profil/sicherheit', 'profile'],
    ['/profil/a/b', 'notFound'],
    ['/hilfe-center', 'helpCentre'],
    ['/hilfe-center/konto', 'helpCentre'],
    ['/hilfe-center/konto/passwort', 'helpCentre'],
    ['/hilfe-center/a/b/c', 'notFound'],
    ['/passwort/reset', 'passwordReset'],
    ['/passwort/reset/k3y', 'passwordResetKey'],
    ['/agb', 'terms'],
    ['/betrieb/konten/neu', 'operatorAccountNew'],
    ['/betrieb/konten/7', 'operatorAccount'],
    ['/irgendwas', 'notFound'],
  ])('%s -> %s', (path, name) => {
    expect(findRoute(path).name).toBe(name);
  });

  it('knows the route names dashboard, orders and reports', () => {
    for (const name of ['dashboard', 'orders', 'reports']) expect(findRouteByName(name).name).toBe(name);
    expect(() => findRouteByName('nope')).toThrow('nope');
  });
});

describe('layouts', () => {
  const SIMPLE = ['/login', '/logout', '/passwort/reset', '/passwort/reset/abc', '/agb'];
  const COMPLEX = [
    '/',
    '/handelsplatz',
    '/warenkorb/1',
    '/handelsplatz/warenkorb/1',
    '/orders',
    '/statistik',
    '/profil/x',
    '/verträge-management',
    '/verkaufer-management',
    '/kaufer-management',
    '/meine-angebote',
    '/aviaten',
    '/kontakt',
    '/hilfe-center/a/b',
    '/gibt-es-nicht',
  ];

  test.each(SIMPLE)('%s uses the simple layout', (path) => {
    expect(findRoute(path).layout).toBe('simple');
  });
  test.each(COMPLEX)('%s uses the complex layout', (path) => {
    expect(findRoute(path).layout).toBe('complex');
  });
  test.each(['/hilfe-center', '/hilfe-center/p', '/hilfe-center/p/t'])('%s is full width', (path) => {
    expect(findRoute(path).fullWidth).toBe(true);
  });
  it('no other route is full width', () => {
    expect(ROUTES.filter((r) => r.fullWidth).map((r) => r.name)).toEqual(['helpCentre']);
  });
});
