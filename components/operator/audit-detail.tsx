'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { formatDateTime } from '@/lib/format/dates';
import { formatNumber, formatPrice, formatVolume } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import { namedBy, type AuditNames } from '@/lib/operator/audit-id-keys';
import styles from './operator.module.css';

type Fields = Record<string, unknown>;
type OperatorKey = Parameters<ReturnType<typeof useTranslations<'operator'>>>[0];

/** Stored values the operator's texts name: the kind of account, its status, the salutation, a feature. */
const NAMED: Record<string, string> = { kind: 'kinds', status: 'statuses', salutation: 'salutations', features: 'featureNames', catalogue: 'catalogue.kinds' };

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Nested fields (the shareholder terms) by their own name: the names do not repeat across levels. */
function flatten(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (isFields(value) ? Object.entries(flatten(value)) : [[key, value]])));
}

type Line = { key: string; before?: unknown; after?: unknown };

/** One field of an entry, or what changed: before → after of an edit, the new values of a creation, the old of a deletion. */
function lines(detail: Fields): Line[] {
  const { before, after, ...rest } = detail;
  const own: Line[] = Object.entries(rest).map(([key, value]) => ({ key, after: value }));
  if (!isFields(before) && !isFields(after)) return own;
  const [old, next] = [isFields(before) ? flatten(before) : null, isFields(after) ? flatten(after) : null];
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(next ?? {})])];
  const changes = keys.flatMap((key): Line[] => {
    if (!old) return EMPTY(next![key]) ? [] : [{ key, after: next![key] }];
    if (!next) return EMPTY(old[key]) ? [] : [{ key, before: old[key] }];
    return JSON.stringify(old[key]) === JSON.stringify(next[key]) ? [] : [{ key, before: old[key], after: next[key] }];
  });
  return [...own, ...changes];
}

/**
 * design 11, 14: an audit entry's detail as labelled fields, numbers, money and dates as the
 * platform shows them, and each id of a user, account, product, terminal or region with its name.
 */
export function AuditDetail({ detail, names }: { detail: unknown; names?: AuditNames }) {
  const t = useTranslations('operator');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { currency, decimals, timeZone } = useBrand();
  if (!isFields(detail)) return null;

  /** A stored key or value in words where the operator's texts have it, else as stored. */
  const words = (key: string, fallback: string) => (t.has(key as OperatorKey) ? t(key as OperatorKey) : fallback);
  const label = (key: string) => words(`auditFields.${key}`, key);
  const show = (key: string, value: unknown): string => {
    if (EMPTY(value)) return t('none');
    if (typeof value === 'boolean') return value ? tc('yes') : tc('no');
    if (Array.isArray(value)) return value.map((item) => show(key, item)).join(', ');
    if (isFields(value))
      return Object.entries(value)
        .map(([k, v]) => `${label(k)}: ${show(k, v)}`)
        .join(' · ');
    const text = String(value);
    const named = namedBy(key);
    const name = named && typeof value === 'number' ? names?.[named][value] : undefined;
    if (name) return `${name} (${text})`;
    if (key === 'creditLimit') return `${formatNumber(text, locale, { decimals: 2 })} ${currency}`;
    if (key === 'priceAdjustment') return `${formatPrice(text, locale, decimals)} ${priceUnitLabel(currency)}`;
    if (key === 'limitCbm') return `${formatVolume(text, locale)} cbm`;
    if (key in NAMED) return words(`${NAMED[key]}.${text}`, text);
    return ISO_INSTANT.test(text) ? formatDateTime(text, timeZone, locale) : text;
  };

  return (
    <dl className={styles.detail} tabIndex={0}>
      {lines(detail).map(({ key, ...sides }) => (
        <div key={key}>
          <dt>{label(key)}</dt>
          <dd>{(['before', 'after'] as const).flatMap((side) => (side in sides ? [show(key, sides[side])] : [])).join(' → ')}</dd>
        </div>
      ))}
    </dl>
  );
}
