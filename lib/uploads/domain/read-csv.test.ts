import { creditLimitRows } from './credit-limit-rows';
import { csvDay, csvInstant } from './offer-rows';
import { decodeCsv, MAX_ROWS, normaliseDecimal, readCsv } from './read-csv';

const COLUMNS = ['buyerAccountId', 'buyerName', 'creditLimit'] as const;
const bytes = (text: string, encoding: BufferEncoding = 'utf8') => Uint8Array.from(Buffer.from(text, encoding));

describe('the offer template’s legend', () => {
  test('lines starting with # are skipped, a # inside a cell stays', () => {
    const text = 'buyerAccountId;buyerName;creditLimit\r\n7;Müller #2;1\r\n\r\n# Legende: x\r\n# Noch eine Zeile;;\r\n';
    expect(readCsv(bytes(text), COLUMNS)).toEqual({
      ok: true,
      records: [{ line: 2, cells: { buyerAccountId: '7', buyerName: 'Müller #2', creditLimit: '1' } }],
    });
  });
});

describe('decodeCsv', () => {
  test.each([
    ['UTF-8 with byte-order mark', bytes('\uFEFFHeizöl Müller'), 'Heizöl Müller'],
    ['UTF-8 without', bytes('Heizöl Müller'), 'Heizöl Müller'],
    ['Windows-1252 (German Excel)', bytes('Heizöl Müller Weiß', 'latin1'), 'Heizöl Müller Weiß'],
    ['Windows-1252 euro sign', Uint8Array.from([0x80, 0x20, 0x35]), '€ 5'],
  ])('%s', (_name, input, expected) => expect(decodeCsv(input)).toBe(expected));
});

describe('normaliseDecimal', () => {
  test.each([
    ['12.500,50', '12500.50'],
    ['1,5', '1.5'],
    ['1500.5', '1500.5'],
    ['1,500.5', '1500.5'],
    ['-1,5', '-1.5'],
    [' 1 000,25 ', '1000.25'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(normaliseDecimal(input)).toBe(expected));
});

describe('readCsv', () => {
  test('semicolons, quoted cells and columns in another order and case, by line', () => {
    const result = readCsv(bytes('CREDITLIMIT;buyerAccountId;buyerName\r\n"1.000,5";7;"Müller; Söhne"\r\n\r\n2;8;x\r\n'), COLUMNS);
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 2, cells: { buyerAccountId: '7', buyerName: 'Müller; Söhne', creditLimit: '1.000,5' } },
        { line: 4, cells: { buyerAccountId: '8', buyerName: 'x', creditLimit: '2' } },
      ],
    });
  });

  test('commas when the header has more of them', () => {
    expect(readCsv(bytes('buyerAccountId,buyerName,creditLimit\n7,a,"1,5"\n'), COLUMNS)).toMatchObject({
      ok: true,
      records: [{ cells: { creditLimit: '1,5' } }],
    });
  });

  test.each([
    [
      'a wrong header',
      'buyer;limit\n1;2\n',
      { line: 1, key: 'upload_wrong_header', data: { missing: 'buyerAccountId, buyerName, creditLimit', unknown: 'buyer, limit' } },
    ],
    [
      'a repeated column',
      'buyerAccountId;buyerName;creditLimit;creditLimit\n1;2;3;4\n',
      { line: 1, key: 'upload_wrong_header', data: { missing: '', unknown: '' } },
    ],
    ['no rows', 'buyerAccountId;buyerName;creditLimit\n', { key: 'upload_empty' }],
    ['an empty file', '', { key: 'upload_empty' }],
    ['an unclosed quote', 'buyerAccountId;buyerName;creditLimit\n1;"a;2\n', { key: 'upload_not_csv', line: 2 }],
    ['binary content', 'PK\u0003\u0004\u0000\u0000', { key: 'upload_not_csv' }],
  ])('refuses %s', (_name, text, error) => {
    expect(readCsv(bytes(text), COLUMNS)).toEqual({ ok: false, errors: [error] });
  });

  test('refuses more than 5,000 rows and takes exactly 5,000', () => {
    const file = (n: number) => bytes(['buyerAccountId;buyerName;creditLimit', ...Array.from({ length: n }, (_, i) => `${i};x;1`)].join('\n'));
    expect(readCsv(file(MAX_ROWS), COLUMNS)).toMatchObject({ ok: true });
    expect(readCsv(file(MAX_ROWS + 1), COLUMNS)).toEqual({ ok: false, errors: [{ key: 'upload_too_many_rows', data: { max: MAX_ROWS, rows: MAX_ROWS + 1 } }] });
  });
});

describe('offer dates as Excel shows them', () => {
  test.each([
    ['01.12.2026 08:00', false, '2026-12-01T08:00:00+01:00'],
    ['1.7.2026 8:30', false, '2026-07-01T08:30:00+02:00'],
    ['31.12.2026', true, '2026-12-31T23:59:00+01:00'],
    ['31.12.2026', false, '2026-12-31T00:00:00+01:00'],
    ['2026-12-01T08:00:00Z', false, '2026-12-01T08:00:00Z'],
    ['01.12.2026 08:00:00', false, '2026-12-01T08:00:00+01:00'],
    // No date: refused by name, not read as something else.
    ['32.11.2026', false, null],
    ['29.02.2026 08:00', false, null],
    ['01.12.2026 24:30', false, null],
    ['morgen', false, null],
    ['', false, ''],
  ])('%s (end %s) → %s', (input, end, expected) => expect(csvInstant(input, 'Europe/Berlin', end)).toBe(expected));
  test.each([
    ['05.01.2027', '2027-01-05'],
    ['2027-01-05', '2027-01-05'],
    ['32.11.2026', null],
    ['2027-02-30', null],
    ['', ''],
  ])('day %s → %s', (input, expected) => expect(csvDay(input)).toBe(expected));
});

describe('creditLimitRows', () => {
  const current = new Map([
    [1, { buyerAccountId: 1, creditLimitOption: 'NONE', creditLimit: null, creditLimitSource: null, version: 1 }],
    [2, { buyerAccountId: 2, creditLimitOption: 'MANUAL', creditLimit: '500.00', creditLimitSource: 'MANUAL', version: 4 }],
    [3, { buyerAccountId: 3, creditLimitOption: 'CSV', creditLimit: '700.00', creditLimitSource: 'CSV', version: 2 }],
    // Switched from MANUAL to CSV: the manual amount is in force until the upload sends one.
    [4, { buyerAccountId: 4, creditLimitOption: 'CSV', creditLimit: '700.00', creditLimitSource: 'MANUAL', version: 3 }],
  ]);
  const row = (line: number, buyerAccountId: string, creditLimit: string) => ({ line, cells: { buyerAccountId, buyerName: '', creditLimit } });

  test('create, update, delete and unchanged, each by line', () => {
    const rows = creditLimitRows([row(2, '1', '1.000,5'), row(3, '2', '500'), row(4, '3', '700,00'), row(5, '2', '')], current);
    expect(rows.map((r) => [r.line, r.action, r.key, r.version, r.values, r.errors])).toEqual([
      [2, 'create', 1, 1, { creditLimit: '1000.50' }, []],
      [3, 'update', 2, 4, { creditLimit: '500.00' }, []],
      [4, 'unchanged', 3, 2, { creditLimit: '700.00' }, []],
      [5, 'update', 2, 4, null, [{ field: 'buyerAccountId', key: 'upload_duplicate_row' }]],
    ]);
    expect(creditLimitRows([row(2, '3', '')], current)[0]).toMatchObject({ action: 'delete', values: { creditLimit: null } });
  });

  test('the same amount as a manual one kept after the switch to CSV is an update: the upload now sets it', () => {
    expect(creditLimitRows([row(2, '4', '700')], current)[0]).toMatchObject({ action: 'update', values: { creditLimit: '700.00' } });
  });

  test.each([
    ['a foreign buyer', row(2, '99', '1'), { field: 'buyerAccountId', key: 'upload_buyer_not_yours' }],
    ['a negative limit', row(2, '1', '-5'), { field: 'creditLimit', key: 'invalid_number' }],
    ['three decimals', row(2, '1', '1,005'), { field: 'creditLimit', key: 'invalid_number' }],
    ['text', row(2, '1', 'zehn'), { field: 'creditLimit', key: 'invalid_number' }],
  ])('refuses %s', (_name, input, error) => expect(creditLimitRows([input], current)[0].errors).toEqual([error]));
});
