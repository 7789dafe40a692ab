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

test('an unknown legal page is not found, not a login prompt', async ({ page }) => {
  const response = await page.goto('/rechtliches/unbekannt');
  expect(response?.status()).toBe(404);
});
