'use client';

import type { ReactNode } from 'react';
import type { MarketSortField } from '@/lib/market/schemas';
import styles from './marketplace.module.css';
import type { MarketSort } from './offers-query';

/** A column header that sorts the market by its field: a button, so the keyboard sorts too; aria-sort says the order. */
export function SortHeader({
  field,
  sort,
  onSort,
  className,
  children,
}: {
  field: MarketSortField;
  sort: MarketSort;
  onSort: (field: MarketSortField) => void;
  className?: string;
  children: ReactNode;
}) {
  const active = sort.sortBy === field;
  const ariaSort = active ? (sort.sortType === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(field)} data-sort={field}>
        {children}
        <span aria-hidden="true" className={active ? styles.sortActive : styles.sortIdle}>
          {active ? (sort.sortType === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
