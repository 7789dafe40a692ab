import type { BrowserContext, Page } from '@playwright/test';
import { createUser, endSessionsOf, lastEmailBody, pendingEmailChange, TEST_PASSWORD, termsAcceptances } from './auth-db';
import { expect, freshIp, test } from './fixtures';

const WRONG = 'Falsch-Passw0rt';

/** Each test gets its own client address (login rate limits) and has made its cookie choice already. */
async function prepare(context: BrowserContext, baseURL: string) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL }]);
}

/** Submits the login form and waits for next-auth's answer, so each attempt is really counted. */
async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  const answered = page.waitForResponse((r) => r.url().includes('/api/auth/callback/credentials'));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await answered;
}

/** The page's own message box (Next.js keeps an empty route announcer with role=alert too). */
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert');

test.beforeEach(async ({ context, baseURL }) => prepare(context, baseURL!));

test('login and logout through the screens', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  await fillLogin(page, user.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('fuel.session') ?? 'null'));
  expect(stored).toMatchObject({ accountType: 'buyer', roles: expect.arrayContaining(['MyRelationships_View']) });

  // Opening /login with a session goes straight back in.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abmelden' });
  await expect(dialog.getByText('Möchten Sie sich wirklich abmelden?')).toBeVisible();
  // Cancel keeps the session.
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByTestId('logout-confirm').click();

  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { name: 'Sie sind abgemeldet' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('fuel.session'))).toBeNull();
  expect((await page.context().cookies()).some((c) => c.name.endsWith('next-auth.session-token'))).toBe(false);
  await page.getByRole('link', { name: 'Erneut anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Forders$/);
});

test('after login the user lands on the page asked for (callbackUrl)', async ({ page }) => {
  const user = await createUser();
  await page.goto('/kontakt');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fkontakt$/);
  await fillLogin(page, user.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/kontakt$/);
});

test('2-factor login with the code from the e-mail', async ({ page }) => {
  const user = await createUser({ twoFactorEnabled: true });
  await page.goto('/login');
  await fillLogin(page, user.email, TEST_PASSWORD);
  await expect(page.getByText('Wir haben Ihnen einen Einmalcode per E-Mail geschickt. Er ist 10 Minuten gültig.')).toBeVisible();
  const code = (await lastEmailBody(user.email)).match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeTruthy();

  await page.getByLabel('Einmalcode').fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(alertIn(page)).toContainText('Der Code ist falsch oder abgelaufen');

  // The message asks for a new code, and the button beside it mails one; the first no longer works.
  await page.getByRole('button', { name: 'Neuen Code anfordern' }).click();
  await expect(page.getByText('Wir haben Ihnen einen neuen Einmalcode per E-Mail geschickt.', { exact: false })).toBeVisible();
  await expect.poll(async () => (await lastEmailBody(user.email)).match(/\b(\d{6})\b/)?.[1]).not.toBe(code);
  const newCode = (await lastEmailBody(user.email)).match(/\b(\d{6})\b/)?.[1];
  await page.getByLabel('Einmalcode').fill(code!);
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(alertIn(page)).toContainText('Der Code ist falsch oder abgelaufen');

  await page.getByLabel('Einmalcode').fill(newCode!);
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('wrong passwords: failed message, then the lockout message with its end after the 5th', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  for (let i = 1; i <= 4; i++) {
    await fillLogin(page, user.email, WRONG);
    await expect(alertIn(page)).toContainText('Die Anmeldung ist fehlgeschlagen');
  }
  await fillLogin(page, user.email, WRONG);
  const alert = alertIn(page);
  await expect(alert).toContainText(
    /nach zu vielen Fehlversuchen bis \d\d\.\d\d\.\d{4}, \d\d:\d\d gesperrt\. Setzen Sie Ihr Passwort zurück, um ihn sofort wieder freizuschalten/,
  );
  await expect(alert).not.toContainText('Administrator');
  await expect(alert.getByRole('link', { name: 'Passwort zurücksetzen' })).toHaveAttribute('href', '/passwort/reset');
  // Locked: the right password is refused too.
  await fillLogin(page, user.email, TEST_PASSWORD);
  await expect(alertIn(page)).toContainText('gesperrt');
  await expect(page).toHaveURL(/\/login/);
});

test('password reset through the screens unlocks and sets the new password', async ({ page }) => {
  const user = await createUser({ locked: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/passwort\/reset$/);
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Falls zu dieser E-Mail-Adresse ein Zugang besteht')).toBeVisible();

  // The link is mailed after the answer.
  await expect.poll(async () => (await lastEmailBody(user.email)).match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0]).toBeTruthy();
  const link = (await lastEmailBody(user.email)).match(/\/passwort\/reset\/[A-Za-z0-9_-]+/)?.[0];
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('ädemo-pass1');
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill('ädemo-pass1');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss einen Großbuchstaben (A–Z, ohne Umlaute) enthalten.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Neues-Passw0rt');
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill('Neues-Passw0rt!');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill('Neues-Passw0rt');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();

  // The same link a second time: expired.
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Drittes-Passw0rt');
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill('Drittes-Passw0rt');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(alertIn(page)).toContainText('abgelaufen oder wurde bereits verwendet');

  await page.goto('/login');
  await fillLogin(page, user.email, 'Neues-Passw0rt');
  await expect(page).toHaveURL(/\/$/);
});

test('terms: the text, accepting, and the page remembers it', async ({ page, loginAs }) => {
  const user = await createUser();
  await loginAs(user.email, TEST_PASSWORD);
  await page.goto('/agb');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(page.getByRole('heading', { name: '§ 1 Geltungsbereich' })).toBeVisible();
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await termsAcceptances(user.id)).toBe(1);
  await page.goto('/agb');
  await expect(page.getByText('Sie haben die AGB bereits akzeptiert.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'AGB akzeptieren' })).toHaveCount(0);
});

test('a session ended elsewhere on the terms page (simple layout): accepting answers 401, and the page logs out and goes to the login', async ({
  page,
  loginAs,
}) => {
  const user = await createUser();
  await loginAs(user.email, TEST_PASSWORD);
  await page.goto('/agb');
  await expect(page.getByRole('button', { name: 'AGB akzeptieren' })).toBeEnabled();
  await endSessionsOf(user.id);
  await page.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await termsAcceptances(user.id)).toBe(0);
  expect((await page.context().cookies()).some((c) => c.name.endsWith('next-auth.session-token'))).toBe(false);
});

test('the login screen fits a phone (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Anmelden' });
  await expect(submit).toBeVisible();
  const box = await submit.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('changing the password in the profile keeps this session and ends the others', async ({ page, browser, baseURL }) => {
  const user = await createUser();
  const other = await browser.newContext();
  await prepare(other, baseURL!);
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await fillLogin(otherPage, user.email, TEST_PASSWORD);
  await expect(otherPage).toHaveURL(/\/$/);

  await page.goto('/login');
  await fillLogin(page, user.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profil/passwort');
  await page.getByRole('textbox', { name: 'Aktuelles Passwort' }).fill(TEST_PASSWORD);
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Neues-Passw0rt');
  await page.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill('Neues-Passw0rt');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert. Andere angemeldete Geräte wurden abgemeldet.')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/profil\/passwort$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  // The other page may find out first by itself: its next poll answers 401 and it leaves for the
  // login page, which aborts this navigation. Either way it must end on the login page.
  await otherPage.goto('/orders').catch((error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
  });
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test('the e-mail confirmation page changes the login name once, then says the link is used', async ({ page }) => {
  const user = await createUser();
  const { newEmail, key } = await pendingEmailChange(user.id);
  await page.goto(`/e-mail/bestaetigen/${key}`);
  await expect(page).toHaveTitle(/E-Mail-Adresse bestätigen/);
  await page.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(page.getByText('Ihre E-Mail-Adresse wurde geändert.')).toBeVisible();
  expect(await lastEmailBody(user.email)).toContain(newEmail);

  await page.goto(`/e-mail/bestaetigen/${key}`);
  await page.getByRole('button', { name: 'Adresse bestätigen' }).click();
  await expect(alertIn(page)).toContainText('abgelaufen oder wurde bereits verwendet');

  await page.goto('/login');
  await fillLogin(page, newEmail, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test('a session ended elsewhere: the next call answers 401, and the page logs out and goes to the login', async ({ page, loginAs }) => {
  const user = await createUser();
  await loginAs(user.email, TEST_PASSWORD);
  await page.goto('/handelsplatz');
  // The offers' answer (here: none, the new company has no seller yet) shows once the page runs.
  await expect(page.getByTestId('market-empty')).toBeVisible();
  await endSessionsOf(user.id);
  await page.getByRole('button', { name: 'Preise aktualisieren' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText('Ihre Sitzung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('fuel.session'))).toBeNull();
  expect((await page.context().cookies()).some((c) => c.name.endsWith('next-auth.session-token'))).toBe(false);
});
