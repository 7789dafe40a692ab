'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { TextField } from '@/components/ui/text-field';
import { COUNTRIES } from '@/lib/locations/schemas';
import { COMPANY_KINDS, type CreateOperatorAccountForm } from '@/lib/operator/schemas';
import { ParentSelect } from './parent-select';
import { EMPTY_PERSON, PersonFields, type Person } from './person-fields';
import { useCreateAccountMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';
import { Select } from '@/components/ui/select';
import { PageLink } from '@/components/ui/page-link';

const EMPTY = { name: '', addressLine1: '', addressLine2: '', postCode: '', city: '', country: '' };

/** design 11, 14: a buyer, seller or shareholder child account with its address and its admins, each mailed a set-password link. */
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
  const [admins, setAdmins] = useState<Person[]>([EMPTY_PERSON]);
  const setAdmin = (i: number, person: Person) => setAdmins(admins.map((a, j) => (j === i ? person : a)));
  const companyField = (key: keyof typeof EMPTY, required = true) => (
    <TextField label={t(key)} required={required} value={company[key]} error={problems.fields[key]} onChange={(v) => setCompany({ ...company, [key]: v })} />
  );
  const submit = () => {
    const body: CreateOperatorAccountForm = {
      ...company,
      country: company.country as (typeof COUNTRIES)[number],
      kind,
      releasedForTrading: released,
      ...(kind === 'SHAREHOLDER' && parentId !== null && { parentId }),
      admin: admins[0],
      additionalAdmins: admins.slice(1),
    };
    create.mutate(body, {
      onSuccess: () => {
        setCompany(empty);
        setAdmins([EMPTY_PERSON]);
      },
    });
  };

  return (
    <form
      data-testid="create-account-form"
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {create.data && (
        <p className={styles.notice} role="status">
          {t('created', { email: create.variables.admin.email })}{' '}
          <PageLink href={`/betrieb/konten/${create.data.account.id}`}>{create.data.account.name}</PageLink>
        </p>
      )}
      {problems.message && (
        <p className={styles.notice} role="alert">
          {problems.message}
        </p>
      )}
      <section className={styles.section}>
        <div className={styles.grid}>
          <Select
            id="new-kind"
            label={t('kind')}
            required
            value={kind}
            onChange={(k) => setKind(k as typeof kind)}
            options={COMPANY_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
          {kind === 'SHAREHOLDER' && <ParentSelect value={parentId} onChange={setParentId} error={problems.fields.parentId} />}
          {companyField('name')}
          {companyField('addressLine1')}
          {companyField('addressLine2', false)}
          {companyField('postCode')}
          {companyField('city')}
          <Select
            id="new-country"
            label={t('country')}
            required
            value={company.country}
            onChange={(country) => setCompany({ ...company, country })}
            options={COUNTRIES.map((c) => ({ value: c, label: countries(c) }))}
          />
        </div>
        <Checkbox label={t('releasedForTrading')} checked={released} onChange={setReleased} />
      </section>
      <section className={styles.section}>
        <h2>{t('firstAdmin')}</h2>
        <PersonFields value={admins[0]} onChange={(p) => setAdmin(0, p)} errors={problems.fields} prefix="admin." />
      </section>
      <section className={styles.section}>
        <h2>{t('additionalAdmins')}</h2>
        {admins.slice(1).map((person, i) => (
          <div key={i} data-testid="additional-admin">
            <PersonFields value={person} onChange={(p) => setAdmin(i + 1, p)} errors={problems.fields} prefix={`additionalAdmins.${i}.`} />
            <Button variant="secondary" onClick={() => setAdmins(admins.filter((_, j) => j !== i + 1))}>
              {t('removeAdmin')}
            </Button>
          </div>
        ))}
        {admins.length < 10 && (
          <Button variant="secondary" onClick={() => setAdmins([...admins, EMPTY_PERSON])}>
            {t('addAdmin')}
          </Button>
        )}
      </section>
      <Button type="submit" disabled={create.isPending}>
        {common('create')}
      </Button>
    </form>
  );
}
