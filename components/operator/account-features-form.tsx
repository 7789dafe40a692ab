'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { offeredFeatures, type OperatorAccountDto, type SellerFeature } from '@/lib/operator/schemas';
import { useUpdateAccountMutation } from './queries';
import { useOperatorErrors } from './use-operator-errors';
import styles from './operator.module.css';

/** design 3: a seller's account features, those the brand offers; the operator switches them. */
export function AccountFeaturesForm({ account }: { account: OperatorAccountDto }) {
  const t = useTranslations('operator');
  const common = useTranslations('common');
  const offered = offeredFeatures(useBrand().flags);
  const update = useUpdateAccountMutation(account.id);
  const problems = useOperatorErrors()(update.error);
  const [chosen, setChosen] = useState(() => offered.filter((f) => account.features.includes(f)));
  const toggle = (feature: SellerFeature) => setChosen(chosen.includes(feature) ? chosen.filter((f) => f !== feature) : [...chosen, feature]);

  return (
    <form
      className={styles.section}
      data-testid="features-form"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ features: chosen, version: account.version });
      }}
    >
      <h2>{t('features')}</h2>
      {(problems.message || problems.fields.features) && (
        <p className={styles.notice} role="alert">
          {problems.fields.features ?? problems.message}
        </p>
      )}
      <div className={styles.checks}>
        {offered.map((feature) => (
          <Checkbox key={feature} label={t(`featureNames.${feature}`)} checked={chosen.includes(feature)} onChange={() => toggle(feature)} />
        ))}
      </div>
      <Button type="submit" disabled={update.isPending}>
        {common('save')}
      </Button>
    </form>
  );
}
