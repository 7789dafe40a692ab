'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CATALOGUE_KINDS, type CatalogueEntryDto, type CatalogueKind } from '@/lib/catalogue/schemas';
import { CATALOGUE_FIELDS } from './catalogue-fields';
import { CatalogueForm } from './catalogue-form';
import { useCatalogue } from './queries';
import styles from './operator.module.css';

/** design 14: the catalogue trading runs on, one tab per kind: its entries (deactivated ones marked) and the form for a new or changed one. */
export function CatalogueScreen({ title }: { title: string }) {
  const t = useTranslations('operator.catalogue');
  const [kind, setKind] = useState<CatalogueKind>('terminals');
  // null: no form; 'new': a new entry; else the entry being edited.
  const [editing, setEditing] = useState<CatalogueEntryDto | 'new' | null>(null);
  const entries = useCatalogue(kind).data?.entries;
  const columns = CATALOGUE_FIELDS[kind].map(([key]) => key);
  const cell = (entry: CatalogueEntryDto, key: string) => {
    if (key === 'regionId') return entry.regionName;
    if (key === 'type') return t(`types.${entry.type}` as never);
    return entry[key] ?? '–';
  };

  return (
    <div data-testid="catalogue">
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <Button onClick={() => setEditing('new')}>{t('new')}</Button>
      </div>
      <div role="tablist" className={styles.actions}>
        {CATALOGUE_KINDS.map((k) => (
          <Button
            key={k}
            role="tab"
            aria-selected={k === kind}
            variant={k === kind ? 'primary' : 'secondary'}
            onClick={() => {
              setKind(k);
              setEditing(null);
            }}
          >
            {t(`kinds.${k}`)}
          </Button>
        ))}
      </div>
      {editing && (
        <CatalogueForm
          key={editing === 'new' ? `new-${kind}` : `${editing.id}-${editing.version}`}
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className={styles.tableWrap} role="tabpanel">
        <table className={styles.table} data-testid="catalogue-table">
          <thead>
            <tr>
              {columns.map((key) => (
                <th key={key}>{t(`fields.${key}` as never)}</th>
              ))}
              <th>{t('fields.active')}</th>
              <th>{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {entries?.map((entry) => (
              <tr key={entry.id} data-entry={entry.id}>
                {columns.map((key) => (
                  <td key={key}>{cell(entry, key)}</td>
                ))}
                <td>{entry.active ? '✓' : t('inactive')}</td>
                <td>
                  <Button variant="secondary" onClick={() => setEditing(entry)}>
                    {t('edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries?.length === 0 && <p>{t('empty')}</p>}
      </div>
    </div>
  );
}
