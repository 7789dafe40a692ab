import { expect, freshIp, test } from './fixtures';

/**
 * Forms before the page's script ran (a slow connection, a script that failed): their submit
 * button waits, disabled, so nothing typed is lost to a page sent again empty; a form the browser
 * sends anyway (a page from before) goes as a POST, never with its fields in the address. Without
 * JavaScript here, as the first moments of a page are.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

test('before the script ran, the password-reset form is not sent: what was typed stays in its field, never in the URL', async ({ page }) => {
  const email = 'vor-dem-skript@test.fuel';
  const navigations: string[] = [];
  await page.goto('/passwort/reset');
  page.on('request', (request) => request.isNavigationRequest() && navigations.push(`${request.method()} ${request.url()}`));
  const field = page.getByLabel('E-Mail-Adresse');
  await field.fill(email);
  await expect(page.getByRole('button', { name: 'Link anfordern' })).toBeDisabled();
  // Enter in a field sends a form only through its submit button, which waits.
  await field.press('Enter');
  await expect(field).toHaveValue(email);
  await expect(page).toHaveURL(/\/passwort\/reset$/);
  expect(navigations).toEqual([]);
});

test('a password-reset form the browser sent itself is answered with the page, the address not in it', async ({ page }) => {
  const email = 'vor-dem-skript@test.fuel';
  const answer = await page.request.post('/passwort/reset', { form: { email }, maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).not.toContain(email);
});

test('a form sent to a page that leads elsewhere is followed with a GET, its fields not sent on', async ({ page }) => {
  // Signed out, the profile leads to the login page: 303, so the browser does not send the fields again there.
  const answer = await page.request.post('/profil', { form: { email: 'vor-dem-skript@test.fuel' }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(new URL(answer.headers()['location']!, 'http://localhost').pathname).toBe('/login');
});

test('the cookie question comes with the page on a first visit, before any script; after a choice the page comes without it', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: page.url() }]);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});
