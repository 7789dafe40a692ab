import { expect, test } from './fixtures';
import { insertDemoOffer, removeOffer } from './market-db';

/**
 * The favourite-market wizard (trading-domain 2): buyer@demo.fuel builds a favourite in four
 * steps, the market shows only what it names, then the favourite is renamed and deleted.
 */
let offerId: number;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }]);
  offerId = await insertDemoOffer('93.12');
});
test.afterEach(async () => {
  await removeOffer(offerId);
});

test('create a favourite in four steps, the market narrows to it, rename it, delete it', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  await page.goto('/handelsplatz');
  await expect(page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`)).toBeVisible();
  const name = `Heizöl Hamburg ${Date.now()}`;

  await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
  await page.getByRole('dialog', { name: 'Favoriten-Märkte' }).getByRole('button', { name: 'Neuer Favorit' }).click();
  const wizard = page.getByRole('dialog', { name: 'Neuen Favoriten anlegen' });
  await expect(wizard.getByTestId('wizard-step')).toHaveText('Schritt 1 von 4: Produkte');
  await wizard.getByRole('checkbox', { name: 'Heizöl EL schwefelarm' }).check();
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByTestId('wizard-step')).toHaveText('Schritt 2 von 4: Regionen und Terminals');
  await wizard.getByRole('group', { name: 'Terminals' }).getByRole('checkbox', { name: 'Hamburg Hafen' }).check();
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByTestId('wizard-step')).toHaveText('Schritt 3 von 4: Verkäufer');
  await wizard.getByRole('checkbox', { name: 'Nordsee Mineralöl AG' }).check();
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByTestId('wizard-step')).toHaveText('Schritt 4 von 4: Name und Speichern');
  // The name is required: the server's message, translated.
  await wizard.getByRole('button', { name: 'Speichern' }).click();
  await expect(wizard.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
  await wizard.getByLabel('Name').fill(name);
  const narrowed = page.waitForResponse((r) => r.url().includes('/api/v2/offers') && r.url().includes('favouriteId='));
  await wizard.getByRole('button', { name: 'Speichern' }).click();
  await expect(wizard).toBeHidden();

  // The new favourite is chosen: only heating oil at Hamburg from that seller.
  expect((await narrowed).status()).toBe(200);
  await expect(page.getByLabel('Favoriten-Markt')).toHaveValue(/\d+/);
  await expect(page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`)).toBeVisible();
  await expect(page.locator('[data-testid="market-offer"] td[data-label="Produkt"]').filter({ hasNotText: 'Heizöl EL schwefelarm' })).toHaveCount(0);
  await expect(page.locator('[data-testid="market-offer"] td[data-label="Terminal"]').filter({ hasNotText: 'Hamburg Hafen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
  const manager = page.getByRole('dialog', { name: 'Favoriten-Märkte' });
  const item = manager.getByTestId('favourite').filter({ hasText: name });
  await item.getByRole('button', { name: 'Umbenennen' }).click();
  // While renamed, the row holds the name in a field, not as text.
  await manager.getByLabel('Name').fill(`${name} neu`);
  await manager.getByRole('button', { name: 'Speichern' }).click();
  const renamed = manager.getByTestId('favourite').filter({ hasText: `${name} neu` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog', { name: 'Favorit löschen' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(manager.getByTestId('favourite').filter({ hasText: name })).toHaveCount(0);

  // The deleted favourite was the chosen one: the market no longer asks for it, also after a refresh.
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();
  await expect(page.getByLabel('Favoriten-Markt')).toHaveValue('');
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/v2/offers'));
  await page.getByRole('button', { name: 'Preise aktualisieren' }).click();
  const answer = await refreshed;
  expect([answer.status(), answer.url()]).toEqual([200, expect.not.stringContaining('favouriteId=')]);
  await expect(page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`)).toBeVisible();
  await expect(page.getByText('Die Angebote konnten nicht geladen werden.')).toHaveCount(0);
});

test('edit a favourite in the wizard: its choices come filled in, the change is saved and the market follows it', async ({ page, loginAs }) => {
  await loginAs('buyer@demo.fuel');
  const metadata = (await (await page.request.get('/api/generic/metadata')).json()) as { fuels: { id: number; name: string }[] };
  const heatingOil = metadata.fuels.find((p) => p.name === 'Heizöl EL schwefelarm')!;
  const name = `Heizöl ${Date.now()}`;
  const created = await page.request.post('/api/favourites', { data: { name, products: [heatingOil.id], regions: [], terminals: [], sellers: [] } });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: number };
  try {
    await page.goto('/handelsplatz');
    await page.getByRole('button', { name: 'Favoriten verwalten' }).click();
    const manager = page.getByRole('dialog', { name: 'Favoriten-Märkte' });
    await manager.getByTestId('favourite').filter({ hasText: name }).getByRole('button', { name: 'Bearbeiten' }).click();
    const wizard = page.getByRole('dialog', { name: 'Favoriten bearbeiten' });
    await expect(wizard.getByRole('checkbox', { name: 'Heizöl EL schwefelarm' })).toBeChecked();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('group', { name: 'Terminals' }).getByRole('checkbox', { name: 'Hamburg Hafen' }).check();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await expect(wizard.getByLabel('Name')).toHaveValue(name);
    await wizard.getByLabel('Name').fill(`${name} Hamburg`);
    await wizard.getByRole('button', { name: 'Speichern' }).click();
    await expect(wizard).toBeHidden();

    // The edited favourite is chosen: heating oil at Hamburg only.
    await expect(page.getByLabel('Favoriten-Markt')).toHaveValue(String(id));
    await expect(page.locator(`[data-testid="market-offer"][data-offer-id="${offerId}"]`)).toBeVisible();
    await expect(page.locator('[data-testid="market-offer"] td[data-label="Terminal"]').filter({ hasNotText: 'Hamburg Hafen' })).toHaveCount(0);
    const { config } = (await (await page.request.get('/api/favourites')).json()) as { config: { _id: number }[] };
    expect(config.find((f) => f._id === id)).toMatchObject({ name: `${name} Hamburg`, products: [heatingOil.id], terminals: [expect.any(Number)] });
  } finally {
    await page.request.delete(`/api/favourites/${id}`);
  }
});
