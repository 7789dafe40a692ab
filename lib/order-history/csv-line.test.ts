import { messagesFor } from '@/lib/i18n/messages';
import { csvHeader, csvLine, type CsvFormat } from './csv-line';
import { toHistoryRow, type HistoryRecord } from './order-row';

const ZONE = 'Europe/Berlin';
const record: HistoryRecord = {
  id: 11,
  orderNumber: 'FM-0011',
  originalOrderId: null,
  created: new Date('2026-11-27T09:19:30Z'),
  status: 'INCOMPLETE',
  price: '119.0800',
  net: '1190.80',
  vat: '226.25',
  gross: '1417.05',
  currency: 'EUR',
  quantity: '10.000',
  unitCount: null,
  purchaseUnit: 'cubic_meter',
  collectionStart: new Date('2026-12-01T00:00:00Z'),
  collectionEnd: new Date('2026-12-03T00:00:00Z'),
  edited: false,
  buyerAccountId: 1,
  buyerName: 'Brenner Heizöl GmbH',
  sellerAccountId: 2,
  sellerName: 'Nordsee Mineralöl AG',
  productId: 3,
  productName: 'Diesel B7',
  productType: 'FUEL',
  terminalId: 4,
  terminalName: 'Hamburg Hafen',
  deliveryLocationId: null,
  addressId: null,
  street: null,
  postCode: null,
  city: null,
  total: 1,
};

const line = (format: Partial<CsvFormat>, changes: Partial<HistoryRecord> = {}) => {
  const full: CsvFormat = { locale: 'de', zone: ZONE, decimals: 2, viewer: 'BUYER', ...format };
  return csvLine(toHistoryRow({ ...record, ...changes }, ZONE, full.locale), full, messagesFor(full.locale)).split(';');
};

describe('the order CSV for people', () => {
  it('writes German headings, the status as the buyer reads it, a date Excel reads and decimal commas', () => {
    expect(csvHeader(messagesFor('de'))).toBe(
      'Bestellnummer;Erstellt;Status;Produkt;Terminal;Käufer;Verkäufer;Menge;Einheit;Preis;Netto;MwSt.;Brutto;Währung;Abholung;Art',
    );
    expect(line({})).toEqual([
      'FM-0011',
      '27.11.2026 10:19',
      'Offen',
      'Diesel B7',
      'Hamburg Hafen',
      'Brenner Heizöl GmbH',
      'Nordsee Mineralöl AG',
      '10',
      'cbm',
      '119,08',
      '1190,80',
      '226,25',
      '1417,05',
      'EUR',
      '01.12.2026 – 03.12.2026',
      'Spot',
    ]);
  });

  it('names the status as the seller reads it', () => {
    expect(line({ viewer: 'SELLER' })[2]).toBe('Unvollständig');
    expect(line({ viewer: 'SELLER' }, { status: 'CONFIRMED' })[2]).toBe('Bestätigt');
    expect(line({ viewer: 'SELLER' }, { status: 'CANCELLED' })[2]).toBe('Abgelehnt');
  });

  it('writes English headings, statuses, dates and decimal points in English', () => {
    expect(csvHeader(messagesFor('en'))).toBe(
      'Order number;Created;Status;Product;Terminal;Buyer;Seller;Quantity;Unit;Price;Net;VAT;Gross;Currency;Collection;Type',
    );
    const cells = line({ locale: 'en' }, { quantity: '12.500', net: '1488.50' });
    expect(cells.slice(1, 3)).toEqual(['27/11/2026 10:19', 'Open']);
    expect(cells.slice(7, 11)).toEqual(['12.5', 'cbm', '119.08', '1488.50']);
    expect(cells[14]).toBe('01/12/2026 – 03/12/2026');
  });

  it('writes the price per 100L15 with the brand’s decimals, a container’s price as money', () => {
    expect(line({ decimals: 3 })[9]).toBe('119,080');
    expect(line({}, { unitCount: 4, purchaseUnit: 'Fass (200 l)', price: '390.0000', quantity: '0.800' }).slice(7, 10)).toEqual([
      '4',
      'Fass (200 l)',
      '390,00',
    ]);
  });

  it.each(['=HYPERLINK("http://x")', '+49 40 123', '-1+2', '@SUM(A1)', '\t=1', '\r=1'])('neutralises a cell starting like a formula: %j', (name) => {
    const cells = csvLine(
      toHistoryRow({ ...record, buyerName: name }, ZONE, 'de'),
      { locale: 'de', zone: ZONE, decimals: 2, viewer: 'BUYER' },
      messagesFor('de'),
    );
    const written = name.includes('"') || name.includes('\r') ? `"'${name.replace(/"/g, '""')}"` : `'${name}`;
    expect(cells).toContain(`;${written};`);
  });

  it('quotes a cell holding the separator, a quote or a line break', () => {
    const cells = csvLine(
      toHistoryRow({ ...record, productName: 'Diesel; "B7"' }, ZONE, 'de'),
      { locale: 'de', zone: ZONE, decimals: 2, viewer: 'BUYER' },
      messagesFor('de'),
    );
    expect(cells).toContain(';"Diesel; ""B7""";');
  });
});
