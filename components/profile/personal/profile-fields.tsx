'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/choice';
import { TextField } from '@/components/ui/text-field';
import { COUNTRIES } from '@/lib/locations/schemas';
import { DEPARTMENT_SIZES, SALUTATIONS, TITLES, type TeamUserDto } from '@/lib/users/schemas';
import type { FieldErrors } from '../form-errors';
import styles from '../profile.module.css';
import { Select } from '@/components/ui/select';

/** The profile form's fields: the user as the API gives it, less what the form does not edit. */
export type ProfileValue = Omit<
  TeamUserDto,
  '_id' | 'username' | 'statusId' | 'typeId' | 'roles' | 'accountId' | 'isAdmin' | 'accountDisabled' | 'purchaseStatus'
>;

export const EMPTY_PROFILE: ProfileValue = {
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  mobile: '',
  jobTitle: '',
  department: '',
  departmentSize: '',
  useIndividualAddress: false,
  addressLine1: '',
  addressLine2: '',
  postCode: '',
  county: '',
  country: 'DE',
};

export function profileFromUser(user: TeamUserDto): ProfileValue {
  const value = { ...EMPTY_PROFILE };
  for (const key of Object.keys(EMPTY_PROFILE) as (keyof ProfileValue)[]) {
    (value as Record<string, unknown>)[key] = user[key] ?? EMPTY_PROFILE[key];
  }
  if (!value.country) value.country = 'DE';
  return value;
}

/** The personal details of trading-domain 3, shared by the own profile and the team-user form. */
export function ProfileFields({ value, onChange, errors }: { value: ProfileValue; onChange: (patch: Partial<ProfileValue>) => void; errors: FieldErrors }) {
  const t = useTranslations('profile');
  const text = (field: keyof ProfileValue, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={t(field as 'firstName')}
      name={field}
      value={value[field] as string}
      onChange={(v) => onChange({ [field]: v })}
      error={errors[field]}
      required={options.required}
      type={options.type}
      autoComplete={options.autoComplete}
    />
  );
  return (
    <div className={styles.grid}>
      <Select
        label={t('salutation')}
        name="salutation"
        required
        value={value.salutation}
        onChange={(salutation) => onChange({ salutation })}
        placeholder={t('choose')}
        options={SALUTATIONS.map((s) => ({ value: s, label: t(`salutation${s}`) }))}
        error={errors.salutation}
      />
      <Select
        label={t('title')}
        name="title"
        value={value.title}
        onChange={(title) => onChange({ title })}
        placeholder={t('titleNone')}
        options={TITLES.map((s) => ({ value: s, label: t(`title${s}`) }))}
        error={errors.title}
      />
      {text('firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', { required: true, autoComplete: 'family-name' })}
      {text('email', { required: true, type: 'email', autoComplete: 'email' })}
      {text('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
      {text('mobile', { required: true, type: 'tel' })}
      {text('jobTitle', { required: true, autoComplete: 'organization-title' })}
      {text('department', { required: true })}
      <Select
        label={t('departmentSize')}
        name="departmentSize"
        required
        value={value.departmentSize}
        onChange={(departmentSize) => onChange({ departmentSize })}
        placeholder={t('choose')}
        options={DEPARTMENT_SIZES.map((size) => ({ value: size, label: t('departmentSizeOption', { size }) }))}
        error={errors.departmentSize}
      />
      <div className={styles.full}>
        <Checkbox label={t('individualAddress')} checked={value.useIndividualAddress} onChange={(useIndividualAddress) => onChange({ useIndividualAddress })} />
      </div>
      {value.useIndividualAddress && (
        <>
          <TextField
            label={t('street')}
            name="addressLine1"
            required
            value={value.addressLine1}
            onChange={(addressLine1) => onChange({ addressLine1 })}
            error={errors.addressLine1}
          />
          <TextField
            label={t('city')}
            name="addressLine2"
            required
            value={value.addressLine2}
            onChange={(addressLine2) => onChange({ addressLine2 })}
            error={errors.addressLine2}
          />
          {text('postCode', { required: true, autoComplete: 'postal-code' })}
          {text('county')}
          <Select
            label={t('country')}
            name="country"
            required
            value={value.country}
            onChange={(country) => onChange({ country })}
            options={COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
            error={errors.country}
          />
        </>
      )}
    </div>
  );
}
