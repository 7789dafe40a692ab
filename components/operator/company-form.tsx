'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { COUNTRIES } from '@/lib/locations/schemas';
import type { OperatorAccountDto } from '@/lib/operator/schemas';
import { useUpdateAccountMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';
import { Select } from '@/components/ui/select';

const FIELDS = ['name', 'addressLine1', 'addressLine2', 'postCode', 'city'] as const;

/** trading-domain 6: company data, changed by the operator only. */
export function CompanyForm({ account }: { account: OperatorAccountDto }) {
  const t = useTranslations('operator');
  const common = useTranslations('common');
  const countries = useTranslations('profile.countries');
  const update = useUpdateAccountMutation(account.id);
  const problems = useOperatorErrors()(update.error);
  const [values, setValues] = useState(() => Object.fromEntries(FIELDS.map((f) => [f, account[f]])) as Record<(typeof FIELDS)[number], string>);
  const [country, setCountry] = useState(account.country as (typeof COUNTRIES)[number]);

  return (
    <form
      className={styles.section}
      data-testid="company-form"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ ...values, country, version: account.version });
      }}
    >
      <h2>{t('companyData')}</h2>
      {problems.message && (
        <p className={styles.notice} role="alert">
          {problems.message}
        </p>
      )}
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(field)}
            required={field !== 'addressLine2'}
            value={values[field]}
            error={problems.fields[field]}
            onChange={(v) => setValues({ ...values, [field]: v })}
          />
        ))}
        <Select
          id="company-country"
          label={t('country')}
          required
          value={country}
          onChange={(c) => setCountry(c as typeof country)}
          options={COUNTRIES.map((c) => ({ value: c, label: countries(c) }))}
        />
      </div>
      <Button type="submit" disabled={update.isPending}>
        {common('save')}
      </Button>
    </form>
  );
}
