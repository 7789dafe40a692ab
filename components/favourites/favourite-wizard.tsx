'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/choice';
import { Field } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api/fetch-client';
import type { FavouriteInput } from '@/lib/favourites/schemas';
import styles from './favourites.module.css';
import { useCreateFavourite, useUpdateFavourite, type FavouriteDto } from './queries';
import { useErrorText } from '@/components/ui/use-error-text';

export interface WizardCatalogue {
  fuels: { id: number; name: string }[];
  regions: { id: number; name: string; terminals: { id: number; name: string }[] }[];
  sellers: { id: number; name: string }[];
}

const STEPS = ['products', 'places', 'sellers', 'name'] as const;
const choices = (items: { id: number; name: string }[]) => items.map((item) => ({ value: item.id, label: item.name }));
const EMPTY: FavouriteInput = { name: '', products: [], regions: [], terminals: [], sellers: [] };

/**
 * The four steps of a favourite market (trading-domain 2): products; regions and terminals;
 * sellers; name and save. Creates one, or edits `favourite`. Nothing chosen in a step means all.
 */
export function FavouriteWizard({
  catalogue,
  favourite,
  onSaved,
  onClose,
}: {
  catalogue: WizardCatalogue;
  favourite: FavouriteDto | null;
  onSaved: (saved: FavouriteDto) => void;
  onClose: () => void;
}) {
  const t = useTranslations('favourites');
  const errorText = useErrorText('favourites');
  const [step, setStep] = useState(0);
  // The saved favourite's fields without its id, which the edit's body may not carry.
  const [draft, setDraft] = useState<FavouriteInput>(() => {
    if (!favourite) return EMPTY;
    const { _id, ...fields } = favourite;
    return fields;
  });
  const create = useCreateFavourite();
  const update = useUpdateFavourite();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const set = (patch: Partial<FavouriteInput>) => setDraft((d) => ({ ...d, ...patch }));
  const nameError = error instanceof ApiError ? error.problem.fields?.name : undefined;

  async function save() {
    onSaved(favourite ? await update.mutateAsync({ id: favourite._id, ...draft }) : await create.mutateAsync(draft));
  }

  const last = step === STEPS.length - 1;
  return (
    <Dialog
      open
      title={t(favourite ? 'editTitle' : 'createTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t('back')}
          </Button>
          {last ? (
            <Button disabled={saving} onClick={() => void save().catch(() => undefined)}>
              {t('save')}
            </Button>
          ) : (
            <Button onClick={() => setStep(step + 1)}>{t('next')}</Button>
          )}
        </>
      }
    >
      <p className={styles.step} data-testid="wizard-step">
        {t('step', { number: step + 1, count: STEPS.length, name: t(`steps.${STEPS[step]}`) })}
      </p>
      <p className={styles.hint}>{t('allHint')}</p>
      {STEPS[step] === 'products' && (
        <CheckboxGroup legend={t('steps.products')} options={choices(catalogue.fuels)} value={draft.products} onChange={(products) => set({ products })} />
      )}
      {STEPS[step] === 'places' && (
        <>
          <CheckboxGroup legend={t('regions')} options={choices(catalogue.regions)} value={draft.regions} onChange={(regions) => set({ regions })} />
          <CheckboxGroup
            legend={t('terminals')}
            options={choices(catalogue.regions.flatMap((r) => r.terminals))}
            value={draft.terminals}
            onChange={(terminals) => set({ terminals })}
          />
        </>
      )}
      {STEPS[step] === 'sellers' && (
        <CheckboxGroup legend={t('steps.sellers')} options={choices(catalogue.sellers)} value={draft.sellers} onChange={(sellers) => set({ sellers })} />
      )}
      {STEPS[step] === 'name' && (
        <Field id="favourite-name" label={t('name')} required message={nameError ? errorText(error, 'name') : undefined}>
          <input id="favourite-name" maxLength={50} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </Field>
      )}
      {error && !nameError && (
        <p role="alert" className={styles.error}>
          {errorText(error)}
        </p>
      )}
    </Dialog>
  );
}
