import type { Page, TestInfo } from '@playwright/test';
import { findRoute, ROUTES } from '../../lib/access/routes';
import { seriousViolations } from './axe';
import { expect, loginViaApi, putDemoOfferInBasket, test, watchConsole } from './fixtures';
import { accountIdOf, closeLayoutDb, newestOrderOf } from './layout-db';
import { closeOrdersDb, incompleteOrderOf } from './orders-db';

/**
 * Every route of the route table, as each role that may open it, at a laptop (1366 x 768), a
 * small laptop (1024 x 768) and a phone (390 x 844): the page does not scroll sideways, every
 * main-menu entry is whole in the header or in "Mehr" (on the phone in the side menu), every
 * visible button and link lies within the window's width, at the laptop widths no box scrolls
 * sideways (a table wider than its card hides columns), and on the phone every tap target is at
 * least 24 x 24 px (WCAG 2.2, 2.5.8; links inside a sentence are exempt). At the laptop width axe
 * checks the screen against WCAG 2.1 A and AA: no serious or critical violation (the dialogs, the
 * phone with the cookie banner and the tabs are checked in accessibility.spec.ts). No text, label
 * or tooltip says "NaN" (the production build writes a string given to `{n, number}` so), and the
 * page logs no text it could not write (a missing message). With `LAYOUT_SCREENSHOTS=1`, one
 * screenshot per route, role and width lands in the test's output folder, for people to look at
 * (nothing checks them, so a plain run takes none: they were a quarter of this spec's time).
 *
 * One page per role, logged in once (per worker) and reused across its routes; each route is
 * loaded once and resized to each width.
 */
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
/** Below this width the header menu gives way to the bottom bar and the side menu (components/shell). */
const HEADER_MENU_FROM = 992;
/** Phones: where the tap targets are held to WCAG's minimum size. */
const PHONE_BELOW = 768;
const TAP_TARGET = 24;

/** A route opened by its address, or by what a user does to reach it (`open`); `label` names it as the route table does. */
type Screen = { label: string; path: () => Promise<string> } | { label: string; open: (page: Page) => Promise<void> };

const at = (path: string): Screen => ({ label: path, path: async () => path });
const sellerOrder = () => incompleteOrderOf('seller@demo.fuel').then((order) => `/orders/${order.id}`);

/** The market's basket: reached only from the market, by putting an offer in. */
const MARKET_BASKET: Screen = {
  label: '/handelsplatz/warenkorb/[id]',
  open: async (page) => {
    await putDemoOfferInBasket(page);
    await expect(page).toHaveURL(/\/handelsplatz\/warenkorb\/[\w-]+$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};
/** The dashboard's basket: reached only by a link from another page (a typed address leads back to the dashboard). */
const DASHBOARD_BASKET: Screen = {
  label: '/warenkorb/[id]',
  open: async (page) => {
    await MARKET_BASKET.open(page);
    const basketId = new URL(page.url()).pathname.split('/').pop()!;
    await page.evaluate((id) => {
      const link = Object.assign(document.createElement('a'), { href: `/warenkorb/${id}` });
      document.body.append(link);
      link.click();
    }, basketId);
    await expect(page).toHaveURL(new RegExp(`/warenkorb/${basketId}$`));
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const BUYER_SCREENS = [
  at('/'),
  at('/handelsplatz'),
  MARKET_BASKET,
  DASHBOARD_BASKET,
  at('/orders'),
  { label: '/orders/[id]', path: sellerOrder },
  at('/statistik'),
  at('/verträge-management'),
  at('/preisalarm'),
  at('/preiswunsch'),
  at('/verkaufer-management'),
  at('/profil'),
  at('/profil/passwort'),
  at('/profil/unternehmen'),
  at('/profil/lieferadressen'),
  at('/kontakt'),
  at('/hilfe-center'),
  at('/hilfe-center/faq/handel'),
  at('/agb'),
  at('/gibt-es-nicht'),
];
/** The help centre's other panels, alike for every role: visited as the buyer. */
const HELP_PANELS = [
  '/hilfe-center/glossar',
  '/hilfe-center/dokumente',
  '/hilfe-center/anleitung',
  '/hilfe-center/anleitung/kaufen',
  '/hilfe-center/rechtliches',
].map(at);

const SCREENS: Record<string, Screen[]> = {
  'buyer@demo.fuel': [...BUYER_SCREENS, ...HELP_PANELS],
  // The buyer's company admin: the buyer's screens, its team and its shareholder accounts.
  'admin@demo.fuel': [...BUYER_SCREENS, at('/profil/team'), at('/aviaten')],
  // A shareholder's child account: buys, but manages no sellers.
  'filiale@demo.fuel': [
    at('/'),
    at('/handelsplatz'),
    MARKET_BASKET,
    at('/orders'),
    { label: '/orders/[id]', path: () => newestOrderOf('filiale@demo.fuel').then((id) => `/orders/${id}`) },
    at('/statistik'),
    at('/verträge-management'),
    at('/preisalarm'),
    at('/preiswunsch'),
    at('/profil'),
    at('/profil/passwort'),
    at('/profil/unternehmen'),
    at('/profil/lieferadressen'),
    at('/kontakt'),
    at('/hilfe-center'),
    at('/agb'),
  ],
  'seller@demo.fuel': [
    at('/'),
    at('/orders'),
    { label: '/orders/[id]', path: sellerOrder },
    at('/statistik'),
    at('/news'),
    at('/meine-angebote'),
    at('/preis-engine'),
    at('/kaufer-management'),
    at('/verträge-management'),
    at('/profil'),
    at('/profil/team'),
    at('/profil/passwort'),
    at('/profil/unternehmen'),
    at('/kontakt'),
    at('/hilfe-center'),
    at('/agb'),
    at('/gibt-es-nicht'),
  ],
  'operator@demo.fuel': [
    at('/'),
    at('/betrieb/konten'),
    at('/betrieb/konten/neu'),
    { label: '/betrieb/konten/[id]', path: () => accountIdOf('filiale@demo.fuel').then((id) => `/betrieb/konten/${id}`) },
    at('/betrieb/protokoll'),
    at('/betrieb/katalog'),
    at('/profil'),
    at('/profil/team'),
    at('/profil/passwort'),
    at('/profil/unternehmen'),
    at('/kontakt'),
    at('/hilfe-center'),
    at('/agb'),
    at('/gibt-es-nicht'),
  ],
  // The pages without a login.
  '': [
    at('/login'),
    at('/passwort/reset'),
    at('/passwort/reset/ein-schluessel-aus-dem-link'),
    at('/e-mail/bestaetigen/ein-schluessel-aus-dem-link'),
    at('/logout'),
    at('/rechtliches/impressum'),
    at('/rechtliches/datenschutz'),
    at('/rechtliches/agb'),
  ],
};

type Check = 'sideways' | 'outside' | 'menu' | 'target' | 'scrolled' | 'NaN';

interface Problem {
  width: number;
  check: Check;
  what: string;
}

/** Waits until the screen's data is in and the layout of its width has settled (the menu refits on resize). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Wird geladen …')).toHaveCount(0, { timeout: 15_000 });
  // The main menu refits after a resize (its ResizeObserver, then React's render, which a busy
  // machine may run after the next frames): wait until it has fitted the width it has now.
  await page.waitForFunction(() => {
    const nav = document.querySelector<HTMLElement>('nav[data-fitted]');
    return !nav || (nav.dataset.fitted === 'true' && Math.round(nav.getBoundingClientRect().width) === Number(nav.dataset.fittedWidth));
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Sideways scrolling, buttons and links outside the window's width, and (on a phone) tap targets below 24 x 24 px, measured in the page. */
function measure({ phone, tapTarget }: { phone: boolean; tapTarget: number }) {
  const width = window.innerWidth;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    // Visually hidden elements (skip links, inputs under a drawn control) are 1 px or less.
    return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && box.width > 1 && box.height > 1;
  };
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
    const kind = el.tagName === 'INPUT' ? `input[type=${(el as HTMLInputElement).type}]` : el.tagName.toLowerCase();
    const box = el.getBoundingClientRect();
    return `${kind} "${text.slice(0, 40) || (el as HTMLInputElement).name || el.id}" at x ${Math.round(box.left)}..${Math.round(box.right)}, ${Math.round(box.width)}x${Math.round(box.height)}`;
  };
  /** WCAG 2.5.8's inline exception: a link within a sentence, its size set by the line it sits in. */
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    return (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  };
  const scrollWidth = document.scrollingElement!.scrollWidth;
  // A skip link waits beyond the left edge until it is focused.
  const parked = (el: Element) => el.getBoundingClientRect().right <= 0 && ['absolute', 'fixed'].includes(getComputedStyle(el).position);
  /**
   * A tab that a tab list wider than the screen scrolls out of view (components/ui/tabs.tsx): the
   * list itself lies within the window, the tab lies beyond the list's own edge, and the list's row
   * shows the cue on that side (the fade, and the arrow at the end). A tab list that runs past the
   * window itself, or that hides tabs without a cue, is still a problem.
   */
  const scrolledTab = (el: Element) => {
    const list = el.closest('[role="tablist"]');
    if (el.getAttribute('role') !== 'tab' || !list || !['auto', 'scroll'].includes(getComputedStyle(list).overflowX)) return false;
    const row = list.parentElement!;
    const [tab, shelf] = [el.getBoundingClientRect(), list.getBoundingClientRect()];
    if (shelf.left < -0.5 || shelf.right > width + 0.5) return false;
    const arrow = row.querySelector('[data-testid="tabs-more"]');
    const beyondEnd = tab.right > shelf.right + 0.5 && row.hasAttribute('data-hidden-end') && !!arrow && shown(arrow);
    const beforeStart = tab.left < shelf.left - 0.5 && row.hasAttribute('data-hidden-start');
    return beyondEnd || beforeStart;
  };
  const outside = [...document.querySelectorAll('a[href], button, [role="button"]')]
    .filter(shown)
    .filter((el) => !parked(el) && !scrolledTab(el))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.left < -0.5 || box.right > width + 0.5;
    })
    .map(name);
  const small = phone
    ? [...document.querySelectorAll('a[href], button, [role="button"], input:not([type="hidden"]), select')]
        .filter(shown)
        .filter((el) => !parked(el) && !inSentence(el))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width < tapTarget - 0.01 || box.height < tapTarget - 0.01;
        })
        .map(name)
    : [];
  // A box that scrolls sideways (a data table wider than its card) hides columns until scrolled: not at a laptop's width.
  // Tab lists scroll on purpose, with a cue (above).
  const scrolled = phone
    ? []
    : [...document.querySelectorAll('body *')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.getAttribute('role') !== 'tablist' && shown(el))
        .map((el) => `${name(el)}: ${el.scrollWidth} px of content in ${el.clientWidth}`);
  // A number a text could not write: the page's words and what it says to screen readers (a menu badge's label).
  const labels = [...document.querySelectorAll('[aria-label], [title]')].flatMap((el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '']);
  const notANumber = [document.body.innerText, ...labels].flatMap((text) => text.split('\n')).filter((line) => /\bNaN\b/.test(line));
  return { scrollWidth, width, outside, small, scrolled, notANumber };
}

/** The main-menu entries in the header (wide) or the side menu (phone): each whole on the screen, none missing, each a route this spec visits. */
async function menuProblems(page: Page, width: number, visited: Set<string>): Promise<string[]> {
  const problems: string[] = [];
  const nav = page.locator('nav[data-fitted="true"]');
  await expect(nav).toBeAttached();
  // The invisible copy of every entry the header measures them with: the whole menu, plus "Mehr".
  const total = (await nav.locator('[aria-hidden="true"] > div > span').count()) - 1;
  const names: string[] = [];
  // Every entry measured in one call to the page (not a few round trips per entry).
  const whole = async (links: ReturnType<Page['locator']>, where: string, bounds?: { x: number; width: number }) => {
    const entries = await links.evaluateAll((elements) =>
      elements.map((el) => {
        const box = el.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
        return { name: el.getAttribute('data-menu') ?? (el as HTMLElement).innerText, x: box.x, width: box.width, visible };
      }),
    );
    for (const entry of entries) {
      names.push(entry.name);
      const inside = (b: { x: number; width: number }) => entry.x >= b.x - 0.5 && entry.x + entry.width <= b.x + b.width + 0.5;
      if (!entry.visible || !inside({ x: 0, width }) || (bounds && !inside(bounds))) problems.push(`"${entry.name}" is not whole ${where}`);
    }
  };
  if (width >= HEADER_MENU_FROM) {
    await expect(nav).toBeVisible();
    await whole(nav.locator('> div').first().getByRole('link'), 'in the header', (await nav.boundingBox())!);
    const more = nav.getByRole('button', { name: 'Mehr' });
    if (await more.count()) {
      await more.click();
      const list = nav.getByRole('list');
      await expect(list).toBeVisible();
      await whole(list.getByRole('link'), 'in "Mehr"');
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(more, 'Escape gives the focus back to "Mehr"').toBeFocused();
    }
  } else {
    await page.getByTestId('hamburger').click();
    const side = page.getByTestId('side-menu');
    await expect(side).toBeVisible();
    await whole(side.getByRole('link'), 'in the side menu');
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
  }
  if (names.length !== total) problems.push(`${names.length} of ${total} entries reachable: ${names.join(', ')}`);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) problems.push(`shown twice (in the header and in "Mehr"): ${twice.join(', ')}`);
  for (const name of names) if (!visited.has(name)) problems.push(`the menu's "${name}" is a route this spec does not visit for this role`);
  return problems;
}

/** The layout's problems at each width, and axe's serious and critical violations at the first. */
async function checkScreen(page: Page, who: string, screen: Screen, testInfo: TestInfo) {
  const route = findRoute(screen.label);
  const problems: Problem[] = [];
  const violations: Awaited<ReturnType<typeof seriousViolations>> = [];
  await page.setViewportSize(WIDTHS[0]!);
  if ('open' in screen) await screen.open(page);
  else await page.goto(await screen.path());
  expect(findRoute(new URL(page.url()).pathname).name, `${screen.label} opens for ${who || 'a visitor'}`).toBe(route.name);
  const visited = new Set(SCREENS[who]!.map((s) => findRoute(s.label).name));
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    if (size === WIDTHS[0]) violations.push(...(await seriousViolations(page, screen.label)));
    const found = await page.evaluate(measure, { phone: size.width < PHONE_BELOW, tapTarget: TAP_TARGET });
    if (found.scrollWidth > found.width) problems.push({ width: size.width, check: 'sideways', what: `the page is ${found.scrollWidth} px wide` });
    for (const what of found.outside) problems.push({ width: size.width, check: 'outside', what });
    for (const what of found.small) problems.push({ width: size.width, check: 'target', what });
    for (const what of found.scrolled) problems.push({ width: size.width, check: 'scrolled', what });
    for (const what of found.notANumber) problems.push({ width: size.width, check: 'NaN', what });
    // JPEG: a whole page as PNG takes several times as long to encode, for a picture only people look at.
    if (process.env.LAYOUT_SCREENSHOTS === '1')
      await page.screenshot({
        path: testInfo.outputPath(`${who.split('@')[0] || 'visitor'}${screen.label.replace(/[^\wäöü]+/g, '-')}-${size.width}.jpeg`),
        fullPage: true,
        type: 'jpeg',
        quality: 70,
      });
    // The menu last: opening the side menu or "Mehr" must not hide anything from the other checks.
    // Behind a modal dialog (the basket) the menu is out of reach by design; its page is checked on its own.
    if (route.layout === 'complex' && !route.public && !(await page.locator('dialog[open]').count())) {
      for (const what of await menuProblems(page, size.width, visited)) problems.push({ width: size.width, check: 'menu', what });
      // Escape gave the focus back to "Mehr" or the hamburger: the next width's screenshot shows no focus ring.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
  }
  return { problems, violations };
}

test.afterAll(async () => {
  await closeOrdersDb();
  await closeLayoutDb();
});

test('the layout spec visits every route of the route table', () => {
  const visited = new Set(Object.values(SCREENS).flatMap((screens) => screens.map((s) => findRoute(s.label).name)));
  expect(ROUTES.map((route) => route.name).filter((name) => !visited.has(name))).toEqual([]);
  expect(visited).toContain('notFound');
});

for (const [who, screens] of Object.entries(SCREENS)) {
  test.describe(`layout for ${who || 'a visitor'}`, () => {
    let page: Page;
    let logged: ReturnType<typeof watchConsole>;

    test.beforeAll(async ({ browser }, testInfo) => {
      const { baseURL, locale, timezoneId } = testInfo.project.use;
      page = await browser.newPage({ baseURL, locale, timezoneId });
      logged = watchConsole(page);
      await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
      if (who) await loginViaApi(page, who);
    });

    test.afterAll(async () => {
      await page?.close();
    });

    for (const screen of screens) {
      test(`${screen.label} at ${WIDTHS.map((size) => size.width).join(', ')} px`, async ({}, testInfo) => {
        const { problems, violations } = await checkScreen(page, who, screen, testInfo);
        expect(violations, 'serious or critical accessibility violations').toEqual([]);
        expect(logged.texts.splice(0), 'texts the page could not write').toEqual([]);
        if (problems.length) await testInfo.attach('problems', { body: JSON.stringify(problems, null, 1), contentType: 'application/json' });
        expect(problems).toEqual([]);
      });
    }
  });
}
