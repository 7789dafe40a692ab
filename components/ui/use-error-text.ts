'use client';

import { useMessages, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';
import type { Messages } from '@/lib/i18n/messages';

/** The features whose messages keep the message keys of their calls under `errors`, with technical_error. */
type ErrorNamespace = 'relationships' | 'favourites';
type ErrorKey = { [N in ErrorNamespace]: `${N}.errors.${keyof Messages[N]['errors'] & string}` }[ErrorNamespace];

/** Whether `<namespace>.errors.<key>` names a text: the server's keys are plain strings to the type. */
const isErrorKey = (messages: Messages, namespace: ErrorNamespace, path: string): path is ErrorKey =>
  Object.hasOwn(messages[namespace].errors, path.slice(`${namespace}.errors.`.length));

/** The problem's data a text may name ({max}); objects such as a conflict's record are left out. */
const textValues = (data: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])));

/**
 * A failed call as a text of the feature's `errors`: the message key of `field` when the server
 * named that field, else the call's; the generic text for a key without one, or no answer at all.
 */
export function useErrorText(namespace: ErrorNamespace) {
  const t = useTranslations();
  const messages = useMessages();
  return (error: unknown, field?: string) => {
    const problem = error instanceof ApiError ? error.problem : {};
    const path = `${namespace}.errors.${(field && problem.fields?.[field]) || problem.message}`;
    return isErrorKey(messages, namespace, path) ? t(path, textValues(problem.data)) : t(`${namespace}.errors.technical_error`);
  };
}
