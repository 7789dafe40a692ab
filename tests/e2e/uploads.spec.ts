import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { createSeller, TEST_PASSWORD } from './seller-db';
import { makeAdmin, offerVolumes, tokenHashes, weekLiftingPeriod } from './uploads-db';

/** The seller's CSV upload on My offers (trading-domain 2, 4, 8; design 11): template, preview by line, apply, history. */
const HEADER =
  'Angebots-ID;Löschen;Produkt;Terminal;Gesamtmenge (cbm);Mindestmenge (cbm);Höchstmenge (cbm);Preisart;Festpreis (je 100L15);ICE-Monat;Wechselkurs;Aufschlag (je 100L15);Gültig ab;Gültig bis;Täglich ab;Täglich bis;Abholzeitraum;Abholung ab;Abholung bis';

/** As German Excel saves "CSV (Trennzeichen-getrennt)": Windows-1252, `;`, decimal comma. */
const excelFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'application/vnd.ms-excel',
  buffer: Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'),
});

test('a seller downloads the template, previews a file with an error, uploads it corrected, applies it and sees the history', async ({ page, loginAs }) => {
  const seller = await createSeller();
  const period = await weekLiftingPeriod();
  const row = (total: string, price: string) =>
    `;;Diesel B7;Hamburg Hafen;${total};1;50;Festpreis;${price};;;0;01.12.2030 06:00;31.12.2030 18:00;06:00;18:00;${period};;`;
  await loginAs(seller.email, TEST_PASSWORD);
  await page.goto('/meine-angebote');
  await page.getByRole('tab', { name: 'CSV-Upload' }).click();
  await expect(page.getByRole('heading', { name: 'CSV-Upload', level: 1 })).toBeVisible();
  await expect(page.getByTestId('upload-history-empty')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('upload-template').click();
  expect((await download).suggestedFilename()).toBe('offers-template.csv');

  // A wrong header: aborted with the file name and the hint to the template.
  await page.getByTestId('upload-file').setInputFiles(excelFile('Preisliste.csv', ['Produkt;Menge', 'Heizöl;1,5']));
  await page.getByTestId('upload-preview').click();
  const refusal = page.getByTestId('upload-refusal');
  await expect(refusal).toContainText('Upload von „Preisliste.csv“ abgebrochen.');
  await expect(refusal).toContainText('Zeile 1: Die Kopfzeile passt nicht zur Vorlage.');
  await expect(refusal).toContainText('Bitte verwenden Sie die Vorlage');
  // Too many rows: the counts as a German reader writes them.
  await page.getByTestId('upload-file').setInputFiles(excelFile('Zu lang.csv', [HEADER, ...Array.from({ length: 5001 }, () => row('10', '98,75'))]));
  await page.getByTestId('upload-preview').click();
  await expect(refusal).toContainText('Die Datei hat 5.001 Zeilen; höchstens 5.000 sind erlaubt.');

  // A row without a price: the preview names line and error, and apply stays off.
  await page.getByTestId('upload-file').setInputFiles(excelFile('Angebote März.csv', [HEADER, row('1.500,5', '98,75'), row('200', '')]));
  await page.getByTestId('upload-preview').click();
  const rows = page.getByTestId('upload-preview-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(1)).toContainText('Bitte geben Sie einen Preis ein.');
  await expect(page.getByTestId('upload-apply')).toBeDisabled();

  await page.getByTestId('upload-file').setInputFiles(excelFile('Angebote März.csv', [HEADER, row('1.500,5', '98,75'), row('200', '97,5')]));
  await page.getByTestId('upload-preview').click();
  await expect(page.getByTestId('upload-summary')).toHaveText('2 neu, 0 geändert, 0 gelöscht, 0 unverändert.');
  await expect(rows.first()).toContainText('Neu');
  await expect(rows.first()).toContainText('Diesel B7 · Hamburg Hafen · 1.500,5 cbm · 98,75');
  await page.getByTestId('upload-apply').click();
  await expect(page.getByTestId('upload-applied')).toHaveText('Übernommen: 2 neu, 0 geändert, 0 gelöscht.');
  expect(await offerVolumes(seller.accountId)).toEqual(['1500.500', '200.000']);

  const history = page.getByTestId('upload-history');
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history).toContainText('Angebote März.csv');
  await expect(history).toContainText('E2E Verkauf');

  // platform-shell: the tab works on a phone (375 px) without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('tab', { name: 'Angebote' }).click();
  await expect(page.getByTestId('offer-table').locator('tbody tr')).toHaveCount(2);
});

test('a seller admin creates an API token for credit limits, sees it once, and revokes it', async ({ page, loginAs }) => {
  const seller = await createSeller();
  await makeAdmin(seller.email);
  await loginAs(seller.email, TEST_PASSWORD);
  await page.goto('/kaufer-management');
  const section = page.getByTestId('api-tokens');
  await expect(section.getByRole('heading', { name: 'API-Zugänge für Kreditlimits' })).toBeVisible();
  // The list of tokens comes from the browser's own call: the section is interactive once it shows.
  await expect(section.getByText('Noch keine Tokens.')).toBeVisible();
  await section.getByTestId('api-token-name').fill('Warenwirtschaft');
  await section.getByRole('button', { name: 'Token erstellen' }).click();
  const token = await section.getByTestId('api-token-value').textContent();
  expect(token).toMatch(/^fts_/);
  const [stored] = await tokenHashes(seller.accountId);
  expect(stored).toEqual({ tokenHash: createHash('sha256').update(token!).digest('hex'), revoked: false });

  await page.reload();
  await expect(section.getByRole('cell', { name: 'Warenwirtschaft' })).toBeVisible();
  await expect(section.getByTestId('api-token-value')).toHaveCount(0);
  await section.getByRole('button', { name: 'Widerrufen', exact: true }).click();
  // Revoking cannot be undone: a dialog asks first and says what follows.
  const confirm = page.getByRole('dialog', { name: 'Token widerrufen' });
  await expect(confirm).toContainText('Programme, die ihn benutzen, werden ab sofort abgewiesen');
  await confirm.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(page.getByTestId('notice-saved').last()).toContainText('Token „Warenwirtschaft“ widerrufen.');
  await expect(section.getByRole('button', { name: 'Widerrufen', exact: true })).toHaveCount(0);
  expect((await tokenHashes(seller.accountId))[0].revoked).toBe(true);
});
