'use client';

import Decimal from 'decimal.js';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import { formatDate } from '@/lib/format/dates';
import { containerCount, purchaseUnitName } from '@/lib/format/units';
import styles from './additives.module.css';
import { useAdditiveWrite, useBarrelReturns, useReturnOptions } from './use-additives';
import { isKeyOf } from '@/lib/i18n/keys';

type Named = { id: number; name: string };

/**
 * Empty-barrel returns (trading-domain 2): the buyer asks a seller it trades additives with to
 * collect its empties, naming the container as its offers do, and sees its last 5 requests. A
 * refusal shows at its field, any other failure once under the form.
 */
export function BarrelReturns() {
  const t = useTranslations('additives');
  const tv = useTranslations('validation');
  const { validation } = useMessages();
  const fieldText = (key: string) => (isKeyOf(validation, key) ? tv(key) : tv('invalid_value'));
  const locale = useLocale();
  const { timeZone } = useBrand();
  const history = useBarrelReturns();
  const options = useReturnOptions().data;
  const [form, setForm] = useState({ sellerAccountId: '', productId: '', purchaseUnit: '' });
  const [count, setCount] = useState<Decimal | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const send = useAdditiveWrite((body: object) => apiFetch('/api/barrel-returns', { method: 'POST', body, idempotent: true }));
  // A later edit starts the next request: "requested" belongs to the one sent.
  const edited = () => {
    if (send.isSuccess) send.reset();
  };
  const failedOtherwise = send.isError && !Object.keys(fields).length;
  const submit = () => {
    setFields({});
    send.mutate(
      { sellerAccountId: Number(form.sellerAccountId), productId: Number(form.productId), purchaseUnit: form.purchaseUnit, count: count?.toNumber() },
      {
        onSuccess: () => setCount(null),
        onError: (error) => setFields(error instanceof ApiError ? (error.problem.fields ?? {}) : {}),
      },
    );
  };
  // Another seller or product has other containers: the container is chosen again.
  const select = (name: keyof typeof form, label: string, choices: Named[] | string[]) => (
    <Select
      label={label}
      value={form[name]}
      onChange={(value) => {
        edited();
        setForm({ ...form, ...(name !== 'purchaseUnit' && { purchaseUnit: '' }), [name]: value });
      }}
      placeholder={t('choose')}
      options={choices.map((o) => (typeof o === 'string' ? { value: o, label: purchaseUnitName(o, locale) } : { value: String(o.id), label: o.name }))}
      error={fields[name] ? fieldText(fields[name]) : null}
    />
  );
  // The containers of the chosen seller (and product, once chosen), each once.
  const containers = [
    ...new Set(
      (options?.containers ?? [])
        .filter((c) => String(c.sellerAccountId) === form.sellerAccountId && (!form.productId || String(c.productId) === form.productId))
        .map((c) => c.purchaseUnit),
    ),
  ];
  return (
    <section className={styles.returns} aria-labelledby="barrel-returns-title" data-testid="barrel-returns">
      <h2 id="barrel-returns-title">{t('returnsTitle')}</h2>
      <p className={styles.hint}>{t('returnsHint')}</p>
      <div className={styles.form}>
        {select('sellerAccountId', t('seller'), options?.sellers ?? [])}
        {select('productId', t('product'), options?.products ?? [])}
        {select('purchaseUnit', t('container'), containers)}
        <NumberInput
          label={t('emptyCount')}
          value={count}
          decimals={0}
          positiveOnly
          onChange={(value) => {
            edited();
            setCount(value);
          }}
          error={fields.count ? fieldText(fields.count) : null}
        />
        <Button onClick={submit} disabled={send.isPending}>
          {t('requestReturn')}
        </Button>
      </div>
      {send.isSuccess && <p role="status">{t('returnRequested')}</p>}
      {/* Not a field's fault (no right, too many requests, the server down): said once, under the form. */}
      {failedOtherwise && (
        <p role="alert" className={styles.fieldError} data-testid="barrel-return-error">
          {t('returnFailed', { status: send.error instanceof ApiError ? send.error.status : 0 })}
        </p>
      )}
      <h3>{t('lastRequests')}</h3>
      {history.data?.barrelReturns.length === 0 && <p>{t('noRequests')}</p>}
      <ul className={styles.requests}>
        {history.data?.barrelReturns.map((request) => (
          <li key={request._id} data-testid="barrel-return">
            {formatDate(request.createdAt, timeZone, locale)} · {request.seller.name} · {containerCount(request.count, request.purchaseUnit, locale)} (
            {request.product.name}) · <strong>{t(`returnStatus.${request.status as 'REQUESTED' | 'COLLECTED'}`)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
