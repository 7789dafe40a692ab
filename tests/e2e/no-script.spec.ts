import { expect, freshIp, test } from './fixtures';

/**
 * Forms sent before the page's script ran (a slow connection, a script that failed): the browser
 * sends them itself, as a POST to the page, never with their fields in the address. Without
 * JavaScript here, as the first moments of a page are.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
});

test('the password-reset request sent before the script ran keeps the e-mail address out of the URL and shows the form again', async ({ page }) => {
  const email = 'vor-dem-skript@test.fuel';
  await page.goto('/passwort/reset');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  const sent = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/passwort/reset');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  const request = await sent;
  expect(request.method()).toBe('POST');
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.text()).not.toContain(email);
  await expect(page).toHaveURL(/\/passwort\/reset$/);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('');
});

test('a form sent to a page that leads elsewhere is followed with a GET, its fields not sent on', async ({ page }) => {
  // Signed out, the profile leads to the login page: 303, so the browser does not send the fields again there.
  const answer = await page.request.post('/profil', { form: { email: 'vor-dem-skript@test.fuel' }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(new URL(answer.headers()['location']!, 'http://localhost').pathname).toBe('/login');
});
