import { expect, test } from './fixtures';
import { createBuyer, TEST_PASSWORD } from './profile-db';

/** Settings page flows: team management (admin) and delivery addresses (buyer), on own test data. */
test('an admin creates a team user and sees it in the list', async ({ page, loginAs }) => {
  const admin = await createBuyer({ isAdmin: true });
  await loginAs(admin.email, TEST_PASSWORD);

  await page.goto('/profil/team');
  await expect(page.getByRole('heading', { name: 'Teamverwaltung' })).toBeVisible();
  await expect(page.getByText('Außer Ihnen gibt es noch keine Benutzer')).toBeVisible();
  await page.getByRole('button', { name: 'Benutzer anlegen' }).click();

  const dialog = page.getByRole('dialog');
  const email = `e2e-${Date.now()}@test.fuel`;
  await dialog.getByLabel('Anrede').selectOption('Ms');
  await dialog.getByLabel('Vorname').fill('Erika');
  await dialog.getByLabel('Nachname').fill('Teamtest');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Telefon').fill('+49 40 123456');
  await dialog.getByLabel('Mobil').fill('+49 171 123456');
  await dialog.getByLabel('Position').fill('Disponentin');
  await dialog.getByRole('textbox', { name: /^Abteilung/ }).fill('Einkauf');
  await dialog.getByLabel('Abteilungsgröße').selectOption('6-20');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Willkommens-E-Mail' })).toBeVisible();
  const row = page.getByTestId('team-user').filter({ hasText: email });
  await expect(row).toContainText('Erika Teamtest');
  await expect(row).toContainText('Aktiv');

  // Removing asks first, then the user leaves the team.
  await row.getByRole('button', { name: 'Entfernen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Benutzer entfernen' });
  await expect(confirm).toContainText('Erika Teamtest aus Ihrem Team entfernen?');
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erika Teamtest wurde entfernt.' })).toBeVisible();
  await expect(page.getByTestId('team-user').filter({ hasText: email })).toHaveCount(0);
});

test('a buyer adds a delivery location and sees it in the list', async ({ page, loginAs }) => {
  const buyer = await createBuyer();
  await loginAs(buyer.email, TEST_PASSWORD);

  await page.goto('/profil/lieferadressen');
  await expect(page.getByText('Sie haben noch keine Lieferadressen angelegt.')).toBeVisible();
  await page.getByRole('button', { name: 'Lieferadresse hinzufügen' }).click();

  const dialog = page.getByRole('dialog');
  // The form checks the German post code before anything is sent.
  await dialog.getByLabel('Straße und Hausnummer').fill('Tanklagerweg 7');
  await dialog.getByLabel('Postleitzahl').fill('1234');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Bremen');
  await dialog.getByLabel('Bundesland').fill('Bremen');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie eine gültige Postleitzahl ein')).toBeVisible();
  await dialog.getByLabel('Postleitzahl').fill('28197');
  await dialog.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByRole('dialog')).toBeHidden();
  const row = page.getByTestId('delivery-location').filter({ hasText: 'Tanklagerweg 7' });
  await expect(row).toContainText('28197 Bremen');
});
