import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { createSeller, offerStatuses, TEST_PASSWORD } from './seller-db';

/** My offers and the Pricing Engine, as a seller uses them (trading-domain 2). */
test('a seller creates an offer, sees the required messages first, then pauses it', async ({ page, loginAs }) => {
  const seller = await createSeller();
  await loginAs(seller.email, TEST_PASSWORD);

  await page.goto('/meine-angebote');
  await expect(page.getByRole('heading', { name: 'Meine Angebote', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Neues Angebot' }).click();

  const form = page.getByRole('form', { name: 'Neues Angebot anlegen' });
  // Focus-out of an empty required field shows its message.
  await form.getByLabel('Gesamtmenge (cbm)').focus();
  await form.getByLabel('Gesamtmenge (cbm)').blur();
  await expect(form.getByText('Bitte geben Sie die Gesamtmenge ein.')).toBeVisible();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte wählen Sie ein Produkt.')).toBeVisible();
  await expect(form.getByText('Bitte wählen Sie einen Abholzeitraum.')).toBeVisible();

  await form.locator('select[name=productId]').selectOption({ label: 'Diesel B7' });
  await form.locator('select[name=terminalId]').selectOption({ label: 'Hamburg Hafen' });
  await form.getByLabel('Gesamtmenge (cbm)').fill('1.500');
  await form.getByLabel('Mindestabnahme (cbm)').fill('10');
  await form.getByLabel('Maximalabnahme (cbm)').fill('2000');
  await form.getByLabel('Festpreis').fill('98,75');
  await form.getByLabel('Auf-/Abschlag (EUR/100L15)').fill('-1,5');
  // Days as DD.MM.YYYY and times as HH:MM, whatever the browser's language.
  await form.getByRole('textbox', { name: 'Angebotsbeginn', exact: true }).fill('01.12.2026');
  await form.getByRole('textbox', { name: 'Angebotsbeginn (Uhrzeit)' }).fill('6:00');
  await form.getByRole('textbox', { name: 'Angebotsende', exact: true }).fill('31.12.2026');
  await form.getByRole('textbox', { name: 'Angebotsende (Uhrzeit)' }).fill('18:00');
  await form.locator('select[name=liftingPeriodId]').selectOption({ label: 'Laufende Woche' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Die Maximalabnahme darf die Gesamtmenge nicht übersteigen.')).toBeVisible();
  await form.getByLabel('Maximalabnahme (cbm)').fill('100');
  await form.getByRole('button', { name: 'Speichern' }).click();

  const row = page.getByTestId('offer-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Diesel B7');
  await expect(row).toContainText('1.500 / 1.500 cbm');
  await expect(row).toContainText('Aktiv');

  // platform-shell: the page works on a phone (375 px) without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: 'Preisaufschlüsselung' }).click();
  await expect(page.getByTestId('offer-breakdown-price')).toContainText('97,25');
  await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();

  await row.getByRole('button', { name: 'Pausieren' }).click();
  await expect(row).toContainText('Pausiert');
  await expect(page.getByTestId('notice-saved').last()).toContainText('pausiert.');
  expect(await offerStatuses(seller.accountId)).toEqual(['PAUSED']);

  await row.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog', { name: 'Angebot löschen' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  await expect(page.getByTestId('notice-saved').last()).toContainText('gelöscht.');
  expect(await offerStatuses(seller.accountId)).toEqual(['REMOVED']);
});

test('a seller adds a product density and a duty in the Pricing Engine', async ({ page, loginAs }) => {
  const seller = await createSeller();
  await loginAs(seller.email, TEST_PASSWORD);

  await page.goto('/preis-engine');
  await expect(page.getByRole('heading', { name: 'Preis-Engine', level: 1 })).toBeVisible();

  await page.getByTestId('pricing-densities').getByRole('button', { name: 'Hinzufügen' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dichte (kg/l)').fill('1,2');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Die Dichte muss zwischen 0,6 und 1,1 kg/l liegen.')).toBeVisible();
  await dialog.getByLabel('Dichte (kg/l)').fill('0,84');
  await dialog.getByLabel('Diesel B7').check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('pricing-densities').locator('tbody tr')).toContainText('Diesel B7');

  await page.getByTestId('pricing-groups').getByRole('button', { name: 'Hinzufügen' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Gruppennamen ein.')).toBeVisible();
  await expect(dialog.getByText('Bitte wählen Sie mindestens ein Terminal.')).toBeVisible();
  await dialog.getByLabel('Gruppenname').fill('Steuern');
  await dialog.getByLabel('Bezeichnung').fill('Energiesteuer');
  await dialog.getByLabel('Wert *').fill('47,04');
  await dialog.getByLabel('Diesel B7').check();
  await dialog.getByLabel('Hamburg Hafen (', { exact: false }).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('pricing-groups')).toContainText('Energiesteuer');
});

test('a rule edited by another user meanwhile: the conflict prompt, then overwrite', async ({ page, loginAs }) => {
  const seller = await createSeller();
  await loginAs(seller.email, TEST_PASSWORD);
  const metadata = await (await page.request.get('/api/generic/metadata')).json();
  const rule = {
    kind: 'DUTY',
    groupName: 'Steuern',
    name: 'CO2-Abgabe',
    value: '14.58',
    unit: 'EUR/100L15',
    productIds: [metadata.fuels[0].id],
    terminalIds: [metadata.regions[0].terminals[0].id],
  };
  const created = await (await page.request.post('/api/pricing/rules', { data: rule })).json();

  await page.goto('/preis-engine');
  await page.getByTestId('pricing-groups').getByRole('button', { name: 'Bearbeiten' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Wert *').fill('15');
  // Another user of the same company saves first.
  expect((await page.request.put(`/api/pricing/rules/${created.rule.id}`, { data: { ...rule, value: '16', version: 1 } })).ok()).toBeTruthy();
  await dialog.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByTestId('conflict-message')).toHaveText('Diese Regel wurde inzwischen von einem anderen Benutzer bearbeitet.');
  expect(await seriousViolations(page, 'the pricing rule conflict prompt')).toEqual([]);
  await page.getByRole('button', { name: 'Überschreiben' }).click();
  await expect(page.getByTestId('pricing-groups').locator('tbody tr')).toContainText('15 EUR/100L15');
});
