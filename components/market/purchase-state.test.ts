import { purchaseBlock } from './purchase-state';

test.each<[string, boolean, string[] | undefined, ReturnType<typeof purchaseBlock>]>([
  ['a buyer with the purchase right', false, ['MyRelationships_View', 'MyOffers_Purchase'], null],
  ['a team member without it', false, ['MyRelationships_View'], 'noPurchaseRight'],
  ['purchasing disabled by the brand, whatever the roles', true, ['MyOffers_Purchase'], 'purchasingDisabled'],
  ['roles not loaded yet', false, undefined, 'loading'],
])('%s', (_, purchasingDisabled, roles, block) => {
  expect(purchaseBlock({ purchasingDisabled }, roles)).toBe(block);
});
