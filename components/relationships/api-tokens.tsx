'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { useNotice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/format/dates';
import { isKeyOf } from '@/lib/i18n/keys';
import { ZCreateApiToken, type CreateApiToken } from '@/lib/integrations/schemas';
import { useApiTokens, useCreateApiTokenMutation, useRevokeApiTokenMutation, type ApiTokenDto } from './api-token-queries';
import styles from './relationships.module.css';

/**
 * A seller admin's tokens for the credit-limit API (trading-domain 3, option "API"): a new token
 * is shown once; revoking asks first, as programs using the token are refused from then on.
 */
export function ApiTokens() {
  const t = useTranslations('relationships.apiTokens');
  const te = useTranslations('relationships.errors');
  const errorTexts = useMessages().relationships.errors;
  const locale = useLocale();
  const { timeZone } = useBrand();
  const notice = useNotice();
  const tokens = useApiTokens();
  const create = useCreateApiTokenMutation();
  const revoke = useRevokeApiTokenMutation();
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  const form = useZodForm<CreateApiToken>({ schema: ZCreateApiToken, defaultValues: { name: '' } });
  const when = (value: string | null) => (value ? formatDateTime(value, timeZone, locale) : t('never'));
  const columns: Column<ApiTokenDto>[] = [
    { id: 'name', header: t('name'), sortValue: (token) => token.name, cell: (token) => token.name },
    { id: 'createdAt', header: t('createdAt'), sortValue: (token) => token.createdAt, cell: (token) => when(token.createdAt) },
    { id: 'lastUsedAt', header: t('lastUsedAt'), sortValue: (token) => token.lastUsedAt, cell: (token) => when(token.lastUsedAt) },
    { id: 'revokedAt', header: t('revokedAt'), sortValue: (token) => token.revokedAt, cell: (token) => (token.revokedAt ? when(token.revokedAt) : '–') },
  ];

  async function submit(body: CreateApiToken) {
    const created = await create.mutateAsync(body.name);
    form.reset({ name: '' });
    notice.saved(t('created', { name: created.apiToken.name }));
  }

  return (
    <section data-testid="api-tokens">
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      <Form form={form} onSubmit={submit} fieldText={(key) => (isKeyOf(errorTexts, key) ? te(key) : undefined)} className={styles.tokenForm}>
        <FormField
          control={form.control}
          name="name"
          render={(field) => <TextField {...field} label={t('name')} required maxLength={100} data-testid="api-token-name" />}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('create')}
        </Button>
      </Form>
      {create.data && (
        <p role="status">
          {t('createdOnce', { name: create.data.apiToken.name })} <code data-testid="api-token-value">{create.data.token}</code>
        </p>
      )}
      {tokens.data && (
        <DataTable
          label={t('title')}
          rows={tokens.data.apiTokens}
          columns={columns}
          rowKey={(token) => token.id}
          actions={(token) =>
            !token.revokedAt && (
              <Button variant="secondary" disabled={revoke.isPending} onClick={() => setRevoking(token)}>
                {t('revoke')}
              </Button>
            )
          }
          empty={<p>{t('empty')}</p>}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        consequence={revoking ? t('revokeQuestion', { name: revoking.name }) : ''}
        confirmLabel={t('revoke')}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSuccess: () => notice.saved(t('revoked', { name: revoking.name })), onError: notice.failed });
          setRevoking(null);
        }}
      />
    </section>
  );
}
