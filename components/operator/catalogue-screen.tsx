'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Tabs } from '@/components/ui/tabs';
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
  const value = (entry: CatalogueEntryDto, key: string) => {
    if (key === 'regionId') return entry.regionName;
    if (key === 'type') return t(`types.${entry.type}` as never);
    return entry[key];
  };
  const columns: Column<CatalogueEntryDto>[] = [
    ...CATALOGUE_FIELDS[kind].map(([key]) => ({
      id: key,
      header: t(`fields.${key}` as never),
      cell: (entry: CatalogueEntryDto) => value(entry, key) ?? '–',
      sortValue: (entry: CatalogueEntryDto) => {
        const v = value(entry, key);
        return typeof v === 'boolean' ? String(v) : (v ?? null);
      },
    })),
    { id: 'active', header: t('fields.active'), cell: (entry) => (entry.active ? '✓' : t('inactive')), sortValue: (entry) => String(entry.active) },
  ];

  return (
    <div data-testid="catalogue">
      <div className={styles.toolbar}>
        <h1>{title}</h1>
        <Button onClick={() => setEditing('new')}>{t('new')}</Button>
      </div>
      <Tabs
        label={title}
        tabs={CATALOGUE_KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`) }))}
        selected={kind}
        onSelect={(k) => {
          setKind(k);
          setEditing(null);
        }}
      >
        {editing && (
          <CatalogueForm
            key={editing === 'new' ? `new-${kind}` : `${editing.id}-${editing.version}`}
            kind={kind}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        <DataTable
          label={t(`kinds.${kind}`)}
          rows={entries ?? []}
          columns={columns}
          rowKey={(entry) => entry.id}
          actionsHeader={t('actions')}
          actions={(entry) => (
            <Button variant="secondary" onClick={() => setEditing(entry)}>
              {t('edit')}
            </Button>
          )}
          empty={entries && <p>{t('empty')}</p>}
        />
      </Tabs>
    </div>
  );
}
