'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format/dates';
import { useApiTokens, useCreateApiTokenMutation, useRevokeApiTokenMutation } from './api-token-queries';
import styles from './relationships.module.css';
import { useErrorText } from '@/components/ui/use-error-text';

/** A seller admin's tokens for the credit-limit API (trading-domain 3, option "API"); a new token is shown once. */
export function ApiTokens() {
  const t = useTranslations('relationships.apiTokens');
  const locale = useLocale();
  const errorText = useErrorText('relationships');
  const { timeZone } = useBrand();
  const tokens = useApiTokens();
  const create = useCreateApiTokenMutation();
  const revoke = useRevokeApiTokenMutation();
  const [name, setName] = useState('');
  const when = (value: string | null) => (value ? formatDateTime(value, timeZone, locale) : t('never'));

  return (
    <section data-testid="api-tokens">
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(name, { onSuccess: () => setName('') });
        }}
      >
        <label>
          {t('name')} <input value={name} onChange={(e) => setName(e.target.value)} data-testid="api-token-name" maxLength={100} />
        </label>{' '}
        <Button type="submit" disabled={create.isPending}>
          {t('create')}
        </Button>
      </form>
      {create.isError && <p role="alert">{errorText(create.error)}</p>}
      {create.data && (
        <p role="status">
          {t('createdOnce', { name: create.data.apiToken.name })} <code data-testid="api-token-value">{create.data.token}</code>
        </p>
      )}
      {tokens.data && !tokens.data.apiTokens.length && <p>{t('empty')}</p>}
      {tokens.data && tokens.data.apiTokens.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('createdAt')}</th>
              <th>{t('lastUsedAt')}</th>
              <th>{t('revokedAt')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {tokens.data.apiTokens.map((token) => (
              <tr key={token.id}>
                <td>{token.name}</td>
                <td>{when(token.createdAt)}</td>
                <td>{when(token.lastUsedAt)}</td>
                <td>{token.revokedAt ? when(token.revokedAt) : '–'}</td>
                <td>
                  {!token.revokedAt && (
                    <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id)}>
                      {t('revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
