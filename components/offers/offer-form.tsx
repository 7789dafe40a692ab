'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/fetch-client';
import type { OfferDto } from '@/lib/offers/offer-record';
import { fxSymbolFor, OfferFormFields } from './offer-form-fields';
import { emptyOffer, formToBody, offerProblems, offerToForm, type OfferFormState } from './offer-form-state';
import styles from './offers.module.css';
import { useSaveOfferMutation, type OfferMetadata } from './queries';

/**
 * Create or edit one offer. Each field shows its message on focus-out, all of them on submit,
 * checked by the same zod schema as the server; the server's own field messages show as well.
 * An edit carries the version it was loaded at; "edited elsewhere" offers to load the newer one.
 */
export function OfferForm({ offer, metadata, onDone }: { offer: OfferDto | null; metadata: OfferMetadata; onDone: () => void }) {
  const t = useTranslations('offers');
  const { timeZone, currency } = useBrand();
  const defaultFx = fxSymbolFor(currency);
  const [state, setState] = useState<OfferFormState>(() => (offer ? offerToForm(offer, timeZone, defaultFx) : emptyOffer(defaultFx)));
  const [version, setVersion] = useState(offer?.version);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState<OfferDto | null>(null);
  const save = useSaveOfferMutation();

  const body = formToBody(state, timeZone);
  const problems = offerProblems(body);
  const serverFields = save.error instanceof ApiError ? (save.error.problem.fields ?? {}) : {};
  const errorOf = (field: string) => {
    const key = (submitted || touched.has(field) ? problems[field] : undefined) ?? serverFields[field];
    return key ? (t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : key) : null;
  };
  const change = <K extends keyof OfferFormState>(field: K, value: OfferFormState[K]) => setState((s) => ({ ...s, [field]: value }));
  const blur = (field: string) => () => setTouched((s) => new Set(s).add(field));

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length) return;
    save.mutate(
      { id: offer?.id, body: { ...body, ...(offer ? { version } : {}) } },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.problem.message === 'offer_edited_elsewhere') setConflict((error.problem.data?.offer as OfferDto) ?? null);
        },
      },
    );
  }

  function loadNewer() {
    if (!conflict) return;
    setState(offerToForm(conflict, timeZone, defaultFx));
    setVersion(conflict.version);
    setConflict(null);
    save.reset();
  }

  const failure = save.error instanceof ApiError ? save.error.problem.message : save.error ? 'technical_error' : null;
  return (
    <form onSubmit={submit} noValidate aria-label={offer ? t('editTitle') : t('createTitle')}>
      <h2>{offer ? t('editTitle') : t('createTitle')}</h2>
      {failure && failure !== 'validation_failed' && (
        <div className={styles.notice} role="alert" data-testid="offer-form-error">
          {t.has(`errors.${failure}` as never) ? t(`errors.${failure}` as never) : t('errors.technical_error')}
          {conflict && (
            <>
              {' '}
              <Button variant="link" onClick={loadNewer}>
                {t('loadNewer')}
              </Button>
            </>
          )}
        </div>
      )}
      <OfferFormFields state={state} change={change} blur={blur} errorOf={errorOf} metadata={metadata} offerId={offer?.id} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
