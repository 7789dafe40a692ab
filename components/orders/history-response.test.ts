import { readHistoryResponse } from './history-response';

const options = { orderIds: [] };

describe('readHistoryResponse (platform-shell 8)', () => {
  it.each([
    ['metadata', { filterOptions: options, orders: [] }],
    ['filterOptions', { metadata: { total: 1, pageCount: 1 }, orders: [] }],
    ['orders', { metadata: { total: 1, pageCount: 1 }, filterOptions: options }],
    ['everything', null],
  ])('an answer missing %s is an empty list with code 500', (_missing, body) => {
    expect(readHistoryResponse(body)).toEqual({ success: false, code: 500, total: 0, orders: [], filterOptions: null });
  });

  it('passes a complete answer through', () => {
    const result = readHistoryResponse({ metadata: { total: 41, pageCount: 3 }, filterOptions: options, orders: [{ _id: 1 }] });
    expect(result).toMatchObject({ success: true, total: 41, orders: [{ _id: 1 }], filterOptions: options });
  });
});
