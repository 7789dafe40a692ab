'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useBrand } from '@/components/providers/brand-context';
import { TextField } from '@/components/ui/text-field';
import { COUNTRIES, ZLocationInput, type DeliveryLocationDto, type LocationForm as LocationValue } from '@/lib/locations/schemas';
import { apiProblem, type FieldErrors } from '../form-errors';
import { fieldProblems } from '@/lib/api/field-problems';
import styles from '../profile.module.css';
import { Select } from '@/components/ui/select';
import { StatusMessage } from '../status-message';
import { useCreateLocationMutation, useUpdateLocationMutation } from './use-locations';

const EMPTY: LocationValue = {
  company: '',
  street: '',
  postCode: '',
  city: '',
  county: '',
  country: 'DE',
  contactPerson: '',
  onSiteContact: '',
  instructions: '',
};

/** Create (no `location`) or edit a delivery location in a modal. */
export function LocationForm({ location, onClose, onDone }: { location?: DeliveryLocationDto; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('locations');
  const tp = useTranslations('profile');
  const tc = useTranslations('common');
  const create = useCreateLocationMutation();
  const update = useUpdateLocationMutation();
  // A new address starts in the brand's own country (Switzerland on the Swiss brand).
  const { homeCountry } = useBrand();
  const [value, setValue] = useState<LocationValue>(location ? { ...EMPTY, ...location.address } : { ...EMPTY, country: homeCountry });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ZLocationInput.safeParse(value);
    if (!parsed.success) {
      setErrors(fieldProblems(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (location) await update.mutateAsync({ id: location._id, address: value });
      else await create.mutateAsync(value);
      onDone();
    } catch (failure) {
      const problem = apiProblem(failure);
      setErrors(problem.fields);
      setError(problem.message);
    }
  }

  const field = (name: keyof LocationValue, required = false) => (
    <TextField
      label={t(name)}
      name={name}
      required={required}
      value={value[name]}
      onChange={(v) => setValue((old) => ({ ...old, [name]: v }))}
      error={errors[name]}
    />
  );

  return (
    <Dialog
      open
      title={location ? t('editTitle') : t('createTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" form="location-form" disabled={create.isPending || update.isPending}>
            {tc('save')}
          </Button>
        </>
      }
    >
      <form id="location-form" onSubmit={submit} noValidate className={styles.grid}>
        <div className={styles.full}>{field('company')}</div>
        <div className={styles.full}>{field('street', true)}</div>
        {field('postCode', true)}
        {field('city', true)}
        {field('county', true)}
        <Select
          label={t('country')}
          name="country"
          required
          value={value.country}
          onChange={(country) => setValue((old) => ({ ...old, country }))}
          options={COUNTRIES.map((c) => ({ value: c, label: tp(`countries.${c}`) }))}
          error={errors.country}
        />
        {field('contactPerson')}
        {field('onSiteContact')}
        <div className={styles.full}>{field('instructions')}</div>
        <div className={styles.full}>
          <StatusMessage error={error} />
        </div>
      </form>
    </Dialog>
  );
}
