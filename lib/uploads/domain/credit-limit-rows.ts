import Decimal from 'decimal.js';
import type { CsvRecord } from './read-csv';
import { normaliseDecimal } from './read-csv';
import { isWhole, type UploadRow } from './upload-row';

/** The credit-limit template's columns; buyerName is for the reader and not read back. */
export const CREDIT_LIMIT_COLUMNS = ['buyerAccountId', 'buyerName', 'creditLimit'] as const;

/** Fits the relationship's numeric(14,2). */
const LIMIT = /^\d{1,12}(\.\d{1,2})?$/;

export interface CurrentCreditLimit {
  buyerAccountId: number;
  creditLimitOption: string;
  creditLimit: string | null;
  /** Who set the amount; a manual one kept after the switch to CSV is replaced even by the same amount. */
  creditLimitSource: string | null;
  /** The relationship's edit version; apply refuses the file if it moved since the preview. */
  version: number;
}

export interface CreditLimitValues {
  /** null removes the limit (option NONE). */
  creditLimit: string | null;
}

/**
 * Each row of a credit-limit file for one of the seller's buyers: a limit where there was none is
 * a create, another amount (or one set by hand or by API before) an update, an empty cell a delete;
 * a row that changes nothing says so. Only the seller's own buyers may be named. Each row keeps
 * the version of the relationship it was read against, so that apply can tell a limit changed
 * by hand or by API in between.
 */
export function creditLimitRows(records: CsvRecord[], current: Map<number, CurrentCreditLimit>): UploadRow<CreditLimitValues>[] {
  const seen = new Set<number>();
  return records.map(({ line, cells }) => {
    const buyer = isWhole(cells.buyerAccountId) ? current.get(Number(cells.buyerAccountId)) : undefined;
    const text = normaliseDecimal(cells.creditLimit);
    const base = { line, key: buyer?.buyerAccountId ?? null, version: buyer?.version };
    if (!buyer) return { ...base, action: 'update', values: null, errors: [{ field: 'buyerAccountId', key: 'upload_buyer_not_yours' }] };
    if (seen.has(buyer.buyerAccountId)) return { ...base, action: 'update', values: null, errors: [{ field: 'buyerAccountId', key: 'upload_duplicate_row' }] };
    seen.add(buyer.buyerAccountId);
    const had = buyer.creditLimitOption !== 'NONE' && buyer.creditLimit !== null;
    if (text === '') return { ...base, action: had ? 'delete' : 'unchanged', values: { creditLimit: null }, errors: [] };
    if (!LIMIT.test(text)) return { ...base, action: had ? 'update' : 'create', values: null, errors: [{ field: 'creditLimit', key: 'invalid_number' }] };
    const limit = new Decimal(text).toFixed(2);
    const same =
      buyer.creditLimitOption === 'CSV' && buyer.creditLimitSource === 'CSV' && buyer.creditLimit !== null && new Decimal(buyer.creditLimit).eq(limit);
    return { ...base, action: !had ? 'create' : same ? 'unchanged' : 'update', values: { creditLimit: limit }, errors: [] };
  });
}
