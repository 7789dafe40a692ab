import type { Browser } from '@playwright/test';
import { expect, loginViaApi, test, untilMenuEntry } from './fixtures';
import { createCompany, createRequest, lastMail, TEST_PASSWORD } from './relationships-db';

/** A signed-in page of its own for `email`. */
async function pageOf(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, email, TEST_PASSWORD);
  return page;
}

/** My sellers and Buyers (trading-domain 2, 4): a buyer requests a seller, the seller accepts, the buyer ends it. */
test('a buyer requests a seller with a message, the seller accepts and the badge drops, and the buyer sees it enabled and ends it', async ({ browser }) => {
  const [buyer, seller] = await Promise.all([createCompany('BUYER'), createCompany('SELLER')]);

  const buyerPage = await pageOf(browser, buyer.email);
  await test.step('the buyer requests the seller', async () => {
    await buyerPage.goto('/verkaufer-management');
    await expect(buyerPage.getByRole('heading', { name: 'Meine Verkäufer', level: 1 })).toBeVisible();
    const row = buyerPage.getByTestId(`seller-${seller.accountId}`);
    await expect(row.getByTestId('relationship-status')).toHaveText('Nicht freigeschaltet');
    await row.getByRole('button', { name: 'Freischaltung anfragen' }).click();
    await buyerPage.getByLabel('Nachricht (optional)').fill('Wir möchten Diesel beziehen.');
    await buyerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
    await expect(row.getByRole('button', { name: 'Beziehung beenden' })).toBeVisible();
  });
  expect(await lastMail(seller.email, 'relationship_requested')).toContain('Wir möchten Diesel beziehen.');

  const sellerPage = await pageOf(browser, seller.email);
  await test.step('the seller accepts', async () => {
    await sellerPage.goto('/kaufer-management');
    await expect(sellerPage.getByRole('heading', { name: 'Meine Käufer', level: 1 })).toBeVisible();
    // The menu badge counts the one NEW request, and drops once the seller has decided.
    await untilMenuEntry(sellerPage, 'Meine Käufer', (entry) => expect(entry.getByTitle('1 neu')).toBeVisible({ timeout: 1000 }));
    // "Mehr", if opened for it, closes and leaves the rows below uncovered.
    await sellerPage.keyboard.press('Escape');
    const row = sellerPage.getByTestId(`buyer-${buyer.accountId}`);
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
    await row.getByRole('button', { name: 'Annehmen' }).click();
    await sellerPage.getByLabel('Nachricht (optional)').fill('Willkommen an Bord.');
    await sellerPage.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
    await untilMenuEntry(sellerPage, 'Meine Käufer', async (entry) => {
      await expect(entry).toBeVisible({ timeout: 1000 });
      await expect(entry.getByTitle(/neu$/)).toHaveCount(0, { timeout: 1000 });
    });
    // Who did what when: the buyer's message, who accepted when, and the seller's message.
    const history = row.getByTestId('relationship-history');
    await expect(history).toContainText('Nachricht des Käufers: Wir möchten Diesel beziehen.');
    await expect(history).toContainText(/Freigeschaltet am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} von E2E Netzwerk/);
    await expect(history).toContainText('Nachricht des Verkäufers: Willkommen an Bord.');
  });
  expect(await lastMail(buyer.email, 'relationship_status')).toContain('Willkommen an Bord.');

  await buyerPage.reload();
  const row = buyerPage.getByTestId(`seller-${seller.accountId}`);
  await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
  await expect(row.getByTestId('requested-at')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(row.getByTestId('relationship-history')).toContainText(/Freigeschaltet am .+ von E2E Netzwerk/);
  await expect(row.getByTestId('relationship-history')).toContainText('Nachricht des Käufers: Wir möchten Diesel beziehen.');

  await test.step('the buyer ends the relationship only after confirming', async () => {
    await row.getByRole('button', { name: 'Beziehung beenden' }).click();
    const confirm = buyerPage.getByRole('dialog', { name: `Beziehung beenden: ${seller.name}` });
    await expect(confirm).toContainText('muss der Verkäufer Sie wieder freischalten');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Freigeschaltet');
    await row.getByRole('button', { name: 'Beziehung beenden' }).click();
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Nicht freigeschaltet');
  });
  expect(await lastMail(seller.email, 'relationship_cancelled')).toContain(buyer.name);

  await test.step('the seller sees who ended it and cannot enable it again', async () => {
    await sellerPage.reload();
    const ended = sellerPage.getByTestId(`buyer-${buyer.accountId}`);
    await expect(ended.getByTestId('relationship-status')).toHaveText('Nicht freigeschaltet');
    await expect(ended.getByTestId('relationship-history')).toContainText(/Beendet am .+ von E2E Netzwerk \(Käufer\)/);
    await expect(ended.getByRole('button', { name: 'Annehmen' })).toHaveCount(0);
    await expect(ended.getByRole('button', { name: 'In Bearbeitung nehmen' })).toHaveCount(0);
  });
});

test('two sellers edit the same buyer’s terms: the second save asks, and overwrite wins', async ({ browser }) => {
  const [buyer, seller] = await Promise.all([createCompany('BUYER'), createCompany('SELLER')]);
  await createRequest(buyer.accountId, seller.accountId);
  const [first, second] = await Promise.all([pageOf(browser, seller.email), pageOf(browser, seller.email)]);
  const openTerms = async (page: typeof first, limit: string) => {
    await page.goto('/kaufer-management');
    await page.getByTestId(`buyer-${buyer.accountId}`).getByRole('button', { name: 'Konditionen' }).click();
    await page.getByLabel('Kreditlimit-Art').selectOption('MANUAL');
    await page.locator('#credit-limit').fill(limit);
  };
  await openTerms(first, '1000');
  await openTerms(second, '2000');

  await first.getByTestId('buyer-terms').getByRole('button', { name: 'Speichern' }).click();
  await expect(first.getByTestId('buyer-terms')).toBeHidden();
  await expect(first.getByTestId(`buyer-${buyer.accountId}`)).toContainText('1.000,00');

  await second.getByTestId('buyer-terms').getByRole('button', { name: 'Speichern' }).click();
  const prompt = second.getByRole('dialog', { name: 'Geschäftsbeziehung wurde geändert' });
  await expect(prompt.getByTestId('conflict-message')).toHaveText('Diese Geschäftsbeziehung wurde inzwischen von einem anderen Benutzer bearbeitet.');
  // The seller's own edit is still there behind the prompt.
  await expect(second.locator('#credit-limit')).toHaveValue('2.000');
  await prompt.getByRole('button', { name: 'Überschreiben' }).click();
  await expect(prompt).toBeHidden();
  await expect(second.getByTestId('buyer-terms')).toBeHidden();
  await expect(second.getByTestId(`buyer-${buyer.accountId}`)).toContainText('2.000,00');

  await first.reload();
  await expect(first.getByTestId(`buyer-${buyer.accountId}`)).toContainText('2.000,00');
});
