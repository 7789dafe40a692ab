'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { useNotice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api/fetch-client';
import { isKeyOf } from '@/lib/i18n/keys';
import type { OfferDto } from '@/lib/offers/offer-record';
import { ZOfferInput, type OfferForm as OfferBody } from '@/lib/offers/schemas';
import { OfferFormFields } from './offer-form-fields';
import { emptyOffer, formToBody, fxSymbolFor, offerToForm, type OfferFormState } from './offer-form-state';
import styles from './offers.module.css';
import { useSaveOfferMutation, type OfferMetadata } from './queries';

/**
 * Create or edit one offer, checked by the same zod schema as the server: a field's message comes
 * on focus-out and stays until it is fixed, all of them on submit; the server's own field messages
 * show as well. An edit carries the version it was loaded at; "edited elsewhere" offers to load
 * the newer one.
 */
export function OfferForm({ offer, metadata, onDone }: { offer: OfferDto | null; metadata: OfferMetadata; onDone: () => void }) {
  const t = useTranslations('offers');
  const offerErrors = useMessages().offers.errors;
  const { timeZone, currency } = useBrand();
  const defaultFx = fxSymbolFor(currency);
  const form = useZodForm<OfferFormState, OfferBody>({
    schema: ZOfferInput,
    toBody: (state) => formToBody(state, timeZone),
    defaultValues: offer ? offerToForm(offer, timeZone, defaultFx) : emptyOffer(defaultFx),
  });
  const [version, setVersion] = useState(offer?.version);
  const [conflict, setConflict] = useState<OfferDto | null>(null);
  const save = useSaveOfferMutation();
  const notice = useNotice();

  async function submit(body: OfferBody) {
    setConflict(null);
    try {
      await save.mutateAsync({ id: offer?.id, body: { ...body, ...(offer ? { version } : {}) } });
    } catch (error) {
      if (error instanceof ApiError && error.problem.message === 'offer_edited_elsewhere') setConflict((error.problem.data?.offer as OfferDto) ?? null);
      // The Form shows the refusal: on the fields it names, or above them.
      throw error;
    }
    notice.saved();
    onDone();
  }

  function loadNewer() {
    if (!conflict) return;
    form.reset(offerToForm(conflict, timeZone, defaultFx));
    setVersion(conflict.version);
    setConflict(null);
    save.reset();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      fieldText={(key) => (isKeyOf(offerErrors, key) ? t(`errors.${key}`) : undefined)}
      aria-label={offer ? t('editTitle') : t('createTitle')}
    >
      <h2>{offer ? t('editTitle') : t('createTitle')}</h2>
      {conflict && (
        <p className={styles.notice} data-testid="offer-conflict">
          <Button variant="link" onClick={loadNewer}>
            {t('loadNewer')}
          </Button>
        </p>
      )}
      <OfferFormFields form={form} metadata={metadata} offerId={offer?.id} />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
