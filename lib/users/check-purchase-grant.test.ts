import { purchaseRightsAvailable } from './check-purchase-grant';

/** Purchase rights are a buyer's: a seller's users never hold them, whatever the brand's flags (docs/profile-team-locations.md). */
test.each([
  ['BUYER', true],
  ['SELLER', false],
  ['ADMIN', false],
  ['OPERATOR', false],
])('%s: %s', (type, available) => {
  expect(purchaseRightsAvailable(type)).toBe(available);
});
