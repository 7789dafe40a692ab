import { toBody, toDraft } from './catalogue-fields';

describe('catalogue form values', () => {
  it('sends whole numbers as numbers and empty optional fields as null', () => {
    const draft = { ...toDraft('products', null), name: 'HVO', category: 'Diesel', categoryOrder: '3', unit: 'cbm', density: '', minUnits: '', commodity: '' };
    expect(toBody('products', draft)).toEqual({
      active: true,
      name: 'HVO',
      type: 'FUEL',
      commodity: null,
      category: 'Diesel',
      categoryOrder: 3,
      unit: 'cbm',
      density: null,
      minUnits: null,
      maxUnits: null,
    });
  });

  it('loads an entry as text and keeps its activity', () => {
    const entry = { id: 4, active: false, version: 2, regionId: 7, regionName: 'Nord', name: 'Hafen', code: 'HH9', city: 'Hamburg' };
    const draft = toDraft('terminals', entry);
    expect(draft).toEqual({ active: false, name: 'Hafen', code: 'HH9', city: 'Hamburg', regionId: '7' });
    expect(toBody('terminals', draft)).toEqual({ active: false, name: 'Hafen', code: 'HH9', city: 'Hamburg', regionId: 7 });
  });
});
