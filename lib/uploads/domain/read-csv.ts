import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

/** Design 11: at most 1 MB and 5,000 rows per file. */
export const MAX_FILE_BYTES = 1_000_000;
export const MAX_ROWS = 5_000;

export interface CsvRecord {
  /** The line of the file the row starts on (the header is line 1), as the preview names it. */
  line: number;
  cells: Record<string, string>;
}

export type ReadCsvResult = { ok: true; records: CsvRecord[] } | { ok: false; errors: { line?: number; key: string; data?: Record<string, unknown> }[] };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * German Excel saves "CSV (Trennzeichen-getrennt)" in Windows-1252; "CSV UTF-8" with a byte order
 * mark. A file that is not valid UTF-8 is read as Windows-1252, which maps every byte, so umlauts
 * come out right either way. Node's TextDecoder('windows-1252') decodes as Latin-1 (0x80 is no
 * euro sign), hence iconv-lite.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'windows-1252');
  }
}

/** `;` (German Excel) or `,`: whichever the header line has more of. */
function delimiterOf(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

/**
 * A CSV file's rows by header column; the header must name exactly the template's columns (in any
 * order, any case). Refuses what is no CSV text (NUL bytes, an unreadable quote), a wrong header,
 * a file without rows and one over MAX_ROWS.
 */
export function readCsv(bytes: Uint8Array, columns: readonly string[]): ReadCsvResult {
  const text = decodeCsv(bytes);
  if (text.includes('\u0000')) return { ok: false, errors: [{ key: 'upload_not_csv' }] };
  const rows: { record: string[]; line: number }[] = [];
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      // The offer template's legend: lines starting with # (only at the start, so a # in a name stays).
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], context) => {
        rows.push({ record, line: context.lines });
        return record;
      },
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, errors: [{ key: 'upload_not_csv', ...(line && { line }) }] };
  }
  const [header, ...body] = rows;
  if (!header) return { ok: false, errors: [{ key: 'upload_empty' }] };
  const names = header.record.map((name) => name.toLowerCase());
  const expected = columns.map((name) => name.toLowerCase());
  const missing = columns.filter((_, i) => !names.includes(expected[i]));
  const unknown = header.record.filter((_, i) => !expected.includes(names[i]));
  if (missing.length || unknown.length || new Set(names).size !== names.length) {
    return { ok: false, errors: [{ line: 1, key: 'upload_wrong_header', data: { missing: missing.join(', '), unknown: unknown.join(', ') } }] };
  }
  if (body.length === 0) return { ok: false, errors: [{ key: 'upload_empty' }] };
  if (body.length > MAX_ROWS) return { ok: false, errors: [{ key: 'upload_too_many_rows', data: { max: MAX_ROWS, rows: body.length } }] };
  const records = body.map(({ record, line }) => {
    const cells: Record<string, string> = {};
    columns.forEach((name, i) => (cells[name] = record[names.indexOf(expected[i])] ?? ''));
    return { line, cells };
  });
  return { ok: true, records };
}

/**
 * A number as German Excel writes it ("1.234,5") or as a program does ("1234.5"), as the decimal
 * text the schemas read. With both marks, the later one is the decimal mark; a lone comma is one.
 */
export function normaliseDecimal(value: string): string {
  const text = value.replace(/[\s\u00A0]/g, '');
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma === -1) return text;
  if (dot > comma) return text.replace(/,/g, '');
  return text.replace(/\./g, '').replace(',', '.');
}
