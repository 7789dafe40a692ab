import { expect, test } from '../fixtures';

/** The Swiss server's imprint names the oil pool's own company data (brands/oilpool.ts), open without a login. */
test("the login page links the Swiss imprint with the oil pool's register, managing director and VAT id", async ({ page, baseURL, context }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/rechtliches\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Oelpool Schweiz AG')).toBeVisible();
  await expect(page.getByTestId('imprint-register')).toHaveText('Handelsregister des Kantons Basel-Stadt, CHE-109.876.543');
  await expect(page.getByTestId('imprint-directors')).toHaveText('Reto Baumann');
  await expect(page.getByTestId('imprint-vat-id')).toHaveText('CHE-109.876.543 MWST');
});
