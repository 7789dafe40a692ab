import { expect, test } from './fixtures';

/** The legal pages must be open to anyone: the login page and the cookie banner link them (issue: legal and help). */
test('the login page links the imprint, which shows the register, the managing directors and the VAT id without a login', async ({
  page,
  baseURL,
  context,
}) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  await page.goto('/login');
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  await expect(legal.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/rechtliches/datenschutz');
  await expect(legal.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/rechtliches/agb');
  await legal.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/rechtliches\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Fuelmarket GmbH')).toBeVisible();
  await expect(page.getByTestId('imprint-register')).toHaveText('Amtsgericht Hamburg, HRB 123456');
  await expect(page.getByTestId('imprint-directors')).toHaveText('Dr. Jana Petersen, Lars Brandt');
  await expect(page.getByTestId('imprint-vat-id')).toHaveText('DE 312 345 678');
});

test('the cookie banner links the privacy page, which opens without a login', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('cookie-banner').getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(/\/rechtliches\/datenschutz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
  await expect(page.getByText(/Analytische Cookies setzen wir nur mit Ihrer Zustimmung ein/)).toBeVisible();
});

test('an unknown legal page is not found, not a login prompt, and says so in German with a way back', async ({ page }) => {
  const response = await page.goto('/rechtliches/unbekannt');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute('href', '/');
});

for (const [what, address] of [
  ['an unknown order', '/orders/987654321'],
  ['an unknown address', '/gibt-es-nicht/auch-nicht'],
]) {
  test(`${what} is "Seite nicht gefunden" inside the app, in German, with a way back`, async ({ page, loginAs }) => {
    await loginAs('buyer@demo.fuel');
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
  });
}

test('signed in, the footer links the full terms at /agb, which has the header and a way back', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/orders');
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'AGB' });
  await expect(terms).toHaveAttribute('href', '/agb');
  await terms.click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect(page.getByRole('heading', { level: 2, name: '§ 1 Geltungsbereich' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute('href', '/');
  await page.getByTestId('back-link').click();
  // The orders screen keeps its filters in the address: the way back is to them.
  await expect(page).toHaveURL(/\/orders(\?|$)/);
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('before a cookie choice the legal links can be scrolled above the banner and followed; the legal page leads back', async ({ page }) => {
    await page.goto('/login');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const imprint = page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' });
    // Scrolled to the page's end, the link lies above the banner (a wheel's scroll lands later than it returns: poll).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [link, cover] = [(await imprint.boundingBox())!, (await banner.boundingBox())!];
        return link.y + link.height <= cover.y;
      })
      .toBe(true);
    expect((await imprint.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await imprint.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
