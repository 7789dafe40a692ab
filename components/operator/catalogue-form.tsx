'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { TextField } from '@/components/ui/text-field';
import type { CatalogueEntryDto, CatalogueForm as CatalogueBody, CatalogueKind } from '@/lib/catalogue/schemas';
import { CATALOGUE_FIELDS, toBody, toDraft, type Draft, type FieldKind } from './catalogue-fields';
import { useCatalogue, useSaveCatalogueMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';
import { Select } from '@/components/ui/select';

/** design 14: a new catalogue entry, or an edit of one with the version it was loaded at (a colleague's save meanwhile reloads it). */
export function CatalogueForm({ kind, entry, onDone }: { kind: CatalogueKind; entry: CatalogueEntryDto | null; onDone: () => void }) {
  const t = useTranslations('operator.catalogue');
  const id = useId();
  const save = useSaveCatalogueMutation(kind);
  const problems = useOperatorErrors()(save.error);
  const regions = useCatalogue('regions');
  const [draft, setDraft] = useState<Draft>(() => toDraft(kind, entry));
  const set = (key: string, value: string | boolean) => setDraft({ ...draft, [key]: value });

  const select = (key: string, options: [string, string][]) => (
    <Select
      key={key}
      id={`${id}-${key}`}
      label={t(`fields.${key}` as never)}
      value={String(draft[key])}
      onChange={(value) => set(key, value)}
      options={options.map(([value, label]) => ({ value, label }))}
      error={problems.fields[key]}
    />
  );
  const control = (key: string, field: FieldKind) => {
    if (field === 'region') return select(key, [['', ''], ...(regions.data?.entries ?? []).map((r): [string, string] => [String(r.id), String(r.name)])]);
    if (field === 'productType')
      return select(key, [
        ['FUEL', t('types.FUEL')],
        ['ADDITIVE', t('types.ADDITIVE')],
      ]);
    if (field === 'commodity')
      return select(key, [
        ['', t('commodities.none')],
        ['GAS', t('commodities.GAS')],
        ['BRN', t('commodities.BRN')],
      ]);
    return (
      <TextField
        key={key}
        label={t(`fields.${key}` as never)}
        required={field === 'text' || field === 'number'}
        inputMode={field === 'number' || field === 'optionalNumber' ? 'numeric' : undefined}
        value={String(draft[key])}
        error={problems.fields[key]}
        onChange={(value) => set(key, value)}
      />
    );
  };

  return (
    <form
      className={styles.section}
      data-testid="catalogue-form"
      onSubmit={(e) => {
        e.preventDefault();
        const body = { ...toBody(kind, draft), ...(entry && { version: entry.version }) } as CatalogueBody & { version?: number };
        save.mutate({ id: entry?.id ?? null, body }, { onSuccess: onDone });
      }}
    >
      <h2>{entry ? `${t('edit')}: ${entry.name ?? entry.country}` : t('new')}</h2>
      {problems.message && (
        <p className={styles.notice} role="alert">
          {problems.message}
        </p>
      )}
      <div className={styles.grid}>{CATALOGUE_FIELDS[kind].map(([key, field]) => control(key, field))}</div>
      <Checkbox label={t('fields.active')} checked={Boolean(draft.active)} onChange={(active) => set('active', active)} />
      <p>{t('activeNote')}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
