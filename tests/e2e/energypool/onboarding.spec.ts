import { randomUUID } from 'node:crypto';
import { expect, loginViaApi, test } from '../fixtures';
import { acceptTerms, addDeliveryAddress, buyOffer, fillNewCompany, pageAs, releaseBuyer, setPasswordFromWelcome } from '../onboarding-steps';
import { accountIdOf, closeEnergypoolDb, insertOffer, ordersOf, welcomeLink } from './energypool-db';

/**
 * A new energy pool member from the first day, on the energy pool's server (single-seller mode,
 * its market open): the operator creates a buyer, whose request to the pool's seller exists from
 * then on (the buyer has no request flow of its own); its admin sets a password from the welcome
 * mail, logs in, accepts the terms and adds a delivery address; the seller releases it; the buyer
 * then buys on the market.
 */
test.afterAll(closeEnergypoolDb);

test('the operator creates a pool member, who logs in, is released by the pool’s seller and buys', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const company = `E2E Stadtwerke ${tag} GmbH`;
  const email = `e2e-ep-${tag}@test.fuel`;
  const password = 'Willkommen-2026';
  const seller = await accountIdOf('Nordsee Mineralöl AG');
  const offerId = await insertOffer(seller, '98.76');

  await test.step('the operator creates the company', async () => {
    const operator = await pageAs(browser, baseURL!, 'operator@demo.fuel');
    await operator.goto('/betrieb/konten/neu');
    const form = operator.getByTestId('create-account-form');
    await fillNewCompany(form, {
      name: company,
      street: 'Königsallee 20',
      postCode: '40212',
      city: 'Düsseldorf',
      firstName: 'Jana',
      lastName: 'Scholz',
      email,
    });
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expect(operator.getByRole('status').filter({ hasText: email })).toBeVisible();
  });

  const buyer = await pageAs(browser, baseURL!);
  await test.step('the admin sets a password from the welcome mail, logs in, accepts the terms and adds a delivery address', async () => {
    const link = await welcomeLink(email);
    expect(link).toBeTruthy();
    await setPasswordFromWelcome(buyer, link!, password);
    await loginViaApi(buyer, email, password);
    await acceptTerms(buyer);
    await addDeliveryAddress(buyer, { street: 'Am Tanklager 3', postCode: '40221', city: 'Düsseldorf', county: 'Nordrhein-Westfalen' });
  });

  await test.step('the pool’s seller finds the request and releases the buyer', async () => {
    const sellerPage = await pageAs(browser, baseURL!, 'seller@demo.fuel');
    await releaseBuyer(sellerPage, await accountIdOf(company));
  });

  await test.step('the buyer buys the seller’s offer', async () => {
    const orderNumber = await buyOffer(buyer, offerId, '5');
    expect(orderNumber).toMatch(/^EP-DE-\d{4}-\d{7}$/);
    expect(await ordersOf(company)).toEqual([{ orderNumber, sellerAccountId: seller, quantity: '5.000', vatRate: '19.00' }]);
  });
});
