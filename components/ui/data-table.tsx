'use client';

import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import styles from './data-table.module.css';

/** One column: its heading, its cell, and (to sort by it) the value it sorts by. */
export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the heading a sort button; numbers and Decimals' numbers sort as numbers, text as text. */
  sortValue?: (row: T) => string | number | null;
  /** Right-aligned figures with tabular digits. */
  numeric?: boolean;
  /** A sort button for a table whose caller sorts (`onSortChange`), such as a server's list. */
  sortable?: boolean;
  /** A fixed width ("7rem"): the columns keep their widths whatever the rows in view hold. */
  width?: string;
}

/** The data attributes of a row (`data-testid`, a record's id). */
type RowAttributes = Record<`data-${string}`, string | number | undefined>;

interface Props<T> {
  /** Names the table for screen readers ("Meine Angebote"). */
  label: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The row's buttons: a last column that stays in view when the table scrolls sideways. */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  /** Only the rows in view are in the page: for lists that can hold thousands. */
  virtual?: boolean;
  initialSort?: { id: string; desc?: boolean };
  /**
   * The sort the caller keeps (a server sorts): the headings show it and a click asks for the next
   * one instead of sorting the rows here.
   */
  sort?: { id: string; desc: boolean } | null;
  onSortChange?: (columnId: string) => void;
  rowAttributes?: (row: T) => RowAttributes;
  /** The height of this table's dense row (a virtual list counts with it), when its cells hold more than text. */
  rowHeight?: number;
  /** The width of the actions column, as a column's `width`. */
  actionsWidth?: string;
  /** The scrolling box's own class, e.g. its height. */
  className?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

// Made at the first sort by text: building it loads the language's collation, a block of the page's first load.
let collator: Intl.Collator | undefined;
const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : (collator ??= new Intl.Collator('de', { numeric: true, sensitivity: 'base' })).compare(String(a), String(b));

/**
 * The height of a dense row, and of a phone's card (a line per column), which a virtual list
 * counts with: rows of one kind are alike, so the list is not measured row by row.
 */
const ROW_HEIGHT = 37;
const CARD_LINE_HEIGHT = 30;
const PHONE = '(max-width: 767.98px)';

/**
 * The one data table (TanStack Table): sort by a click on a heading (aria-sort tells which way),
 * the heading stays on top while the rows scroll, dense rows, row actions that stay visible, a
 * card per row below 768 px (each value beside its heading), and virtual rows for long lists.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, rows, columns, rowKey, actions, actionsHeader, virtual, initialSort, empty } = props;
  const { sort, onSortChange, rowAttributes, rowHeight = ROW_HEIGHT, actionsWidth, className } = props;
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : []);
  const manual = onSortChange !== undefined;
  const defs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        // An empty value sorts last whichever way.
        accessorFn: (row) => c.sortValue?.(row) ?? undefined,
        enableSorting: c.sortValue !== undefined || (manual && c.sortable === true),
        sortUndefined: 'last',
        // Ascending first for every column, figures included, as a heading's arrow reads.
        sortDescFirst: false,
        sortingFn: (a, b, id) => compare(a.getValue(id), b.getValue(id)),
        cell: (info) => c.cell(info.row.original),
        meta: c,
      })),
    [columns, manual],
  );
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting: manual ? (sort ? [sort] : []) : sorting },
    onSortingChange: setSorting,
    manualSorting: manual,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });
  // A virtual list reads its box's size and scroll offset once the browser has laid the new table
  // out (a ResizeObserver's first call), not in React's commit: read there, they forced the style
  // and layout of the whole new table inside the commit's task, the page's longest block.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const scroller = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !virtual) return;
      // The component tests' DOM has no ResizeObserver (and no layout to wait for).
      if (typeof ResizeObserver === 'undefined') return void setScrollBox(element);
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        setScrollBox(element);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [virtual],
  );
  const shown = table.getRowModel().rows;
  // Asked once per render, not once for each of thousands of rows.
  const estimatedHeight =
    virtual && typeof matchMedia === 'function' && matchMedia(PHONE).matches ? (columns.length + (actions ? 1 : 0)) * CARD_LINE_HEIGHT + 16 : rowHeight;
  const virtualizer = useVirtualizer({
    count: virtual ? shown.length : 0,
    getScrollElement: () => scrollBox,
    estimateSize: () => estimatedHeight,
    overscan: 12,
    // Before the first measure (and in tests): a window's worth of rows.
    initialRect: { width: 1024, height: 640 },
    // React 19 warns of a synchronous flush from inside a render; the next frame is soon enough.
    useFlushSync: false,
  });

  if (!rows.length && empty) return <>{empty}</>;

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const visible = items ? items.map((item) => shown[item.index]) : shown;
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items?.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const span = columns.length + (actions ? 1 : 0);
  const widths = columns.some((c) => c.width) || actionsWidth !== undefined;

  return (
    <div ref={scroller} className={[styles.tableWrap, virtual && styles.virtual, className].filter(Boolean).join(' ')}>
      <table className={widths ? `${styles.table} ${styles.fixed}` : styles.table} aria-label={label} aria-rowcount={virtual ? rows.length + 1 : undefined}>
        {widths && (
          <colgroup>
            {columns.map((c) => (
              <col key={c.id} style={c.width ? { width: c.width } : undefined} />
            ))}
            {actions && <col style={actionsWidth ? { width: actionsWidth } : undefined} />}
          </colgroup>
        )}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column.columnDef.meta as Column<T>;
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    className={column.numeric ? styles.num : undefined}
                    aria-sort={header.column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={manual ? () => onSortChange(header.column.id) : header.column.getToggleSortingHandler()}
                      >
                        {column.header}
                        <span aria-hidden="true" className={styles.sortMark}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actions && <th className={styles.actions}>{actionsHeader}</th>}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={span} style={{ height: padTop }} />
            </tr>
          )}
          {visible.map((row, i) => (
            <tr key={row.id} {...rowAttributes?.(row.original)} aria-rowindex={items ? items[i].index + 2 : undefined}>
              {row.getVisibleCells().map((cell) => {
                const column = cell.column.columnDef.meta as Column<T>;
                return (
                  <td key={cell.id} data-label={column.header} className={column.numeric ? styles.num : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
              {actions && (
                <td data-label={actionsHeader} className={styles.actions}>
                  <div className={styles.actionButtons}>{actions(row.original)}</div>
                </td>
              )}
            </tr>
          ))}
          {padBottom > 0 && (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={span} style={{ height: padBottom }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
