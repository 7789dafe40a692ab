import { randomUUID } from 'node:crypto';
import { expect, loginViaApi, test } from '../fixtures';
import { acceptTerms, addDeliveryAddress, buyOffer, fillNewCompany, pageAs, releaseBuyer, setPasswordFromWelcome } from '../onboarding-steps';
import { accountIdOf, addressOf, closeOilpoolDb, insertFixedOffer, ordersOf, swissWelcomeLink } from './oilpool-db';

/**
 * A new Swiss customer from the first day, on the Swiss server (de-CH, CHF, its market closed for
 * the run): the operator creates a buyer in Zürich (the form starts in Switzerland and refuses a
 * German five-digit post code), its admin sets a password from the welcome mail, accepts the terms,
 * adds a delivery address and asks the Swiss demo seller, who releases it; the buyer then buys the
 * seller's fixed-price offer, which trades outside trading hours too (live prices wait for the
 * opening: tests/e2e/oilpool/closed-market.spec.ts).
 */
test.afterAll(closeOilpoolDb);

test('the operator creates a Swiss buyer, who logs in, is released by a Swiss seller and buys while the market is closed', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const company = `E2E Brennstoffe ${tag} AG`;
  const email = `e2e-ch-${tag}@test.fuel`;
  const password = 'Willkommen-2026';
  const seller = await accountIdOf('Rheinhafen Mineralöl AG');
  const offerId = await insertFixedOffer(seller, '98.765');

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
  await test.step('the admin sets a password from the welcome mail, logs in, accepts the terms and adds a delivery address', async () => {
    const link = await swissWelcomeLink(email);
    expect(link).toBeTruthy();
    await setPasswordFromWelcome(buyer, link!, password);
    await loginViaApi(buyer, email, password);
    await acceptTerms(buyer);
    await addDeliveryAddress(buyer, { street: 'Hardturmstrasse 161', postCode: '8005', city: 'Zürich', county: 'Zürich' });
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

  await test.step('the buyer buys the seller’s fixed-price offer in the closed market', async () => {
    const orderNumber = await buyOffer(buyer, offerId, '5');
    expect(orderNumber).toMatch(/^OP-CH-\d{4}-\d{7}$/);
    await expect(buyer.getByTestId('market-closed')).toContainText('Markt geschlossen');
    expect(await ordersOf(company)).toEqual([{ orderNumber, sellerAccountId: seller, quantity: '5.000', vatRate: '8.10' }]);
  });
});
