'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { COUNTRIES } from '@/lib/locations/schemas';
import { COMPANY_KINDS, type CreateOperatorAccountForm } from '@/lib/operator/schemas';
import { SALUTATIONS } from '@/lib/users/schemas';
import { ParentSelect } from './parent-select';
import { useCreateAccountMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';

const EMPTY = { name: '', addressLine1: '', addressLine2: '', postCode: '', city: '', country: '' };
const EMPTY_ADMIN = { salutation: 'Ms', firstName: '', lastName: '', email: '' };

/** design 11: a buyer, seller or shareholder child account with its address and first admin, who is mailed a set-password link. */
export function CreateAccountForm() {
  const t = useTranslations('operator');
  const common = useTranslations('common');
  const countries = useTranslations('profile.countries');
  // A new company starts in the brand's own country (Switzerland on the Swiss brand).
  const empty = { ...EMPTY, country: useBrand().homeCountry };
  const create = useCreateAccountMutation();
  const problems = useOperatorErrors()(create.error);
  const [kind, setKind] = useState<(typeof COMPANY_KINDS)[number]>('BUYER');
  const [parentId, setParentId] = useState<number | null>(null);
  const [released, setReleased] = useState(false);
  const [company, setCompany] = useState(empty);
  const [admin, setAdmin] = useState(EMPTY_ADMIN);
  const companyField = (key: keyof typeof EMPTY, required = true) => (
    <TextField label={t(key)} required={required} value={company[key]} error={problems.fields[key]} onChange={(v) => setCompany({ ...company, [key]: v })} />
  );
  const adminField = (key: 'firstName' | 'lastName' | 'email') => (
    <TextField
      label={t(key)}
      required
      type={key === 'email' ? 'email' : 'text'}
      value={admin[key]}
      error={problems.fields[`admin.${key}`]}
      onChange={(v) => setAdmin({ ...admin, [key]: v })}
    />
  );

  const submit = () => {
    const body: CreateOperatorAccountForm = {
      ...company,
      country: company.country as (typeof COUNTRIES)[number],
      kind,
      releasedForTrading: released,
      ...(kind === 'SHAREHOLDER' && parentId !== null && { parentId }),
      admin: { ...admin, salutation: admin.salutation as (typeof SALUTATIONS)[number] },
    };
    create.mutate(body, {
      onSuccess: () => {
        setCompany(empty);
        setAdmin(EMPTY_ADMIN);
      },
    });
  };

  return (
    <form
      data-testid="create-account-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {create.data && (
        <p className={styles.notice} role="status">
          {t('created', { email: create.variables.admin.email })} <Link href={`/betrieb/konten/${create.data.account.id}`}>{create.data.account.name}</Link>
        </p>
      )}
      {problems.message && (
        <p className={styles.notice} role="alert">
          {problems.message}
        </p>
      )}
      <section className={styles.section}>
        <div className={styles.grid}>
          <Field id="new-kind" label={t('kind')} required>
            <select id="new-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              {COMPANY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {kind === 'SHAREHOLDER' && <ParentSelect value={parentId} onChange={setParentId} error={problems.fields.parentId} />}
          {companyField('name')}
          {companyField('addressLine1')}
          {companyField('addressLine2', false)}
          {companyField('postCode')}
          {companyField('city')}
          <Field id="new-country" label={t('country')} required>
            <select id="new-country" value={company.country} onChange={(e) => setCompany({ ...company, country: e.target.value })}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {countries(c)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {kind !== 'SELLER' && (
          <label>
            <input type="checkbox" checked={released} onChange={(e) => setReleased(e.target.checked)} /> {t('releasedForTrading')}
          </label>
        )}
      </section>
      <section className={styles.section}>
        <h2>{t('firstAdmin')}</h2>
        <div className={styles.grid}>
          <Field id="new-salutation" label={t('salutation')} required>
            <select id="new-salutation" value={admin.salutation} onChange={(e) => setAdmin({ ...admin, salutation: e.target.value })}>
              {SALUTATIONS.map((s) => (
                <option key={s} value={s}>
                  {t(`salutations.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          {adminField('firstName')}
          {adminField('lastName')}
          {adminField('email')}
        </div>
      </section>
      <Button type="submit" disabled={create.isPending}>
        {common('create')}
      </Button>
    </form>
  );
}
