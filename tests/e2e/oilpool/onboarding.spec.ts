import { randomUUID } from 'node:crypto';
import { expect, loginViaApi, test } from '../fixtures';
import { acceptTerms, fillNewCompany, pageAs, releaseBuyer, setPasswordFromWelcome } from '../onboarding-steps';
import { accountIdOf, addressOf, closeOilpoolDb, swissWelcomeLink } from './oilpool-db';

/**
 * A new Swiss customer from the first day, on the Swiss server (de-CH, CHF, its market closed for
 * the run): the operator creates a buyer in Zürich (the form starts in Switzerland and refuses a
 * German five-digit post code), its admin sets a password from the welcome mail, accepts the terms
 * and asks the Swiss demo seller, who releases it; the buyer then sees the relationship enabled
 * and the market's closed message (buying is tested where the market opens).
 */
test.afterAll(closeOilpoolDb);

test('the operator creates a Swiss buyer, who logs in, is released by a Swiss seller and finds the market closed', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const company = `E2E Brennstoffe ${tag} AG`;
  const email = `e2e-ch-${tag}@test.fuel`;
  const password = 'Willkommen-2026';
  const seller = await accountIdOf('Rheinhafen Mineralöl AG');

  await test.step('the operator creates the company with a Swiss address', async () => {
    const operator = await pageAs(browser, baseURL!, 'operator@demo.fuel');
    await operator.goto('/betrieb/konten/neu');
    const form = operator.getByTestId('create-account-form');
    await expect(form.getByLabel('Land')).toHaveValue('CH');
    await fillNewCompany(form, {
      name: company,
      street: 'Badenerstrasse 99',
      postCode: '80040',
      city: 'Zürich',
      firstName: 'Nina',
      lastName: 'Brunner',
      email,
    });
    await form.getByRole('button', { name: 'Anlegen' }).click();
    // Five digits are a German post code: Switzerland has four.
    await expect(form).toContainText('Schweiz, Liechtenstein');
    await form.getByLabel('PLZ').fill('8004');
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(operator.getByRole('status').filter({ hasText: email })).toBeVisible();
    expect(await addressOf(company)).toEqual({ postCode: '8004', city: 'Zürich', country: 'CH' });
  });

  const buyer = await pageAs(browser, baseURL!);
  await test.step('the admin sets a password from the welcome mail, logs in and accepts the terms', async () => {
    const link = await swissWelcomeLink(email);
    expect(link).toBeTruthy();
    await setPasswordFromWelcome(buyer, link!, password);
    await loginViaApi(buyer, email, password);
    await acceptTerms(buyer);
  });

  await test.step('the buyer asks the Swiss seller', async () => {
    await buyer.goto('/verkaufer-management');
    const row = buyer.getByTestId(`seller-${seller}`);
    await row.getByRole('button', { name: 'Freischaltung anfragen' }).click();
    await buyer.getByTestId('message-confirm').click();
    await expect(row.getByTestId('relationship-status')).toHaveText('Angefragt');
  });

  await test.step('the seller releases the buyer', async () => {
    const sellerPage = await pageAs(browser, baseURL!, 'verkaeufer.ch@demo.fuel');
    await releaseBuyer(sellerPage, await accountIdOf(company));
  });

  await test.step('the buyer sees the relationship enabled and the market closed', async () => {
    await buyer.goto('/verkaufer-management');
    await expect(buyer.getByTestId(`seller-${seller}`).getByTestId('relationship-status')).toHaveText('Freigeschaltet');
    await buyer.goto('/handelsplatz');
    await expect(buyer.getByTestId('market-closed')).toContainText('Markt geschlossen');
  });
});
