/** What a preview says about one row of the file (trading-domain 4: create, update or delete). */
export type RowAction = 'create' | 'update' | 'delete' | 'unchanged';

export interface RowError {
  /** The template column the error is about; absent for the whole row. */
  field?: string;
  key: string;
  data?: Record<string, unknown>;
}

export interface UploadRow<V> {
  line: number;
  action: RowAction;
  /** The offer id or the buyer account id the row changes; null for a new offer. */
  key: number | null;
  /** What apply writes; null for a delete or a row with errors. */
  values: V | null;
  /** The offer's or the relationship's edit version the preview saw; apply refuses the upload if it moved. */
  version?: number;
  errors: RowError[];
}

export function countActions(rows: { action: RowAction }[]) {
  const count = (action: RowAction) => rows.filter((row) => row.action === action).length;
  return { created: count('create'), updated: count('update'), deleted: count('delete'), unchanged: count('unchanged') };
}

export const isWhole = (value: string) => /^\d{1,9}$/.test(value);
