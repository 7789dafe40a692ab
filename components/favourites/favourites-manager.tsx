'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { FavouriteWizard, type WizardCatalogue } from './favourite-wizard';
import styles from './favourites.module.css';
import { useDeleteFavourite, useUpdateFavourite, type FavouriteDto } from './queries';

type Editing = { favourite: FavouriteDto | null } | null;

/**
 * The buyer's favourite markets: choose one for the market, rename, edit in the wizard, delete
 * (after a confirmation; the market then drops it if chosen), or create a new one.
 */
export function FavouritesManager({
  favourites,
  catalogue,
  onChoose,
  onDeleted,
  onClose,
}: {
  favourites: FavouriteDto[];
  catalogue: WizardCatalogue;
  onChoose: (id: number) => void;
  onDeleted: (id: number) => void;
  onClose: () => void;
}) {
  const t = useTranslations('favourites');
  const errorText = useErrorText('favourites');
  const [editing, setEditing] = useState<Editing>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<FavouriteDto | null>(null);
  const rename = useUpdateFavourite();
  const remove = useDeleteFavourite();
  const failure = rename.error ?? remove.error;

  if (editing) {
    return <FavouriteWizard catalogue={catalogue} favourite={editing.favourite} onSaved={(saved) => onChoose(saved._id)} onClose={() => setEditing(null)} />;
  }
  return (
    <Dialog open title={t('title')} onClose={onClose} footer={<Button onClick={() => setEditing({ favourite: null })}>{t('create')}</Button>}>
      {favourites.length === 0 && <p>{t('empty')}</p>}
      <ul className={styles.list}>
        {favourites.map((f) => (
          <li key={f._id} data-testid="favourite">
            {renaming?.id === f._id ? (
              <form
                className={styles.rename}
                onSubmit={(e) => {
                  e.preventDefault();
                  rename.mutate({ id: f._id, name: renaming.name }, { onSuccess: () => setRenaming(null) });
                }}
              >
                <input aria-label={t('name')} maxLength={50} value={renaming.name} onChange={(e) => setRenaming({ id: f._id, name: e.target.value })} />
                <Button type="submit" disabled={!renaming.name.trim() || rename.isPending}>
                  {t('save')}
                </Button>
              </form>
            ) : (
              <strong>{f.name}</strong>
            )}
            <span className={styles.actions}>
              <Button variant="link" onClick={() => onChoose(f._id)}>
                {t('choose')}
              </Button>
              <Button
                variant="link"
                onClick={() => {
                  rename.reset();
                  setRenaming({ id: f._id, name: f.name });
                }}
              >
                {t('rename')}
              </Button>
              <Button variant="link" onClick={() => setEditing({ favourite: f })}>
                {t('edit')}
              </Button>
              <Button variant="link" onClick={() => setDeleting(f)}>
                {t('delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className={styles.error}>
          {errorText(failure, 'name')}
        </p>
      )}
      {deleting && (
        <div role="alertdialog" aria-labelledby="favourite-delete-question" className={styles.confirm}>
          <p id="favourite-delete-question">{t('deleteQuestion', { name: deleting.name })}</p>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() =>
              remove.mutate(deleting._id, {
                onSuccess: () => {
                  onDeleted(deleting._id);
                  setDeleting(null);
                },
              })
            }
            disabled={remove.isPending}
          >
            {t('delete')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
