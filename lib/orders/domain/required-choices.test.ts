import { missingChoices } from './required-choices';

const chosen = { deliveryLocationId: 1, paymentTermId: 2, liftingPeriodId: 3 };

describe('missingChoices', () => {
  it('passes an item with every choice made', () => {
    expect(missingChoices(chosen, { liftingPeriodId: 3 })).toBeNull();
  });

  it.each([
    ['deliveryLocationId', 'delivery_address_required'],
    ['paymentTermId', 'payment_term_required'],
    ['liftingPeriodId', 'lifting_period_required'],
  ])('names a missing %s with its message', (field, key) => {
    expect(missingChoices({ ...chosen, [field]: null }, { liftingPeriodId: 3 })).toEqual({ [field]: key });
  });

  it('names every missing choice at once', () => {
    expect(missingChoices({ deliveryLocationId: null, paymentTermId: null, liftingPeriodId: null }, { liftingPeriodId: 3 })).toEqual({
      deliveryLocationId: 'delivery_address_required',
      paymentTermId: 'payment_term_required',
      liftingPeriodId: 'lifting_period_required',
    });
  });

  it('asks no lifting period of an offer with its own collection dates', () => {
    expect(missingChoices({ ...chosen, liftingPeriodId: null }, { liftingPeriodId: null })).toBeNull();
  });
});
