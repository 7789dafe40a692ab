/**
 * The browser's fetch replaced for the component tests of one file: a jest.fn put in place before
 * each test (calls and answers reset, the console errors of refused calls silenced) and the real
 * fetch put back after the file. Call it at the top of the file.
 */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  const realFetch = global.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });
  return fetchMock;
}

/** An answer of the mocked fetch, as lib/api/fetch-client reads it: status and JSON text. */
export const answer = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
