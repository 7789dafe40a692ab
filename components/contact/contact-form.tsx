'use client';

import { useMutation } from '@tanstack/react-query';
import { useMessages, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import ui from '@/components/ui/ui.module.css';
import { apiFetch, ApiError } from '@/lib/api/fetch-client';
import type { ContactMessage } from '@/lib/contact/schemas';
import styles from './contact.module.css';
import { isKeyOf } from '@/lib/i18n/keys';

type Notice = { kind: 'warning' | 'error' | 'success'; text: string } | null;

/** Subject, message and an optional callback number; warns when incomplete, reports failure and success. */
export function ContactForm() {
  const t = useTranslations('contact');
  const tv = useTranslations('validation');
  const { validation } = useMessages();
  const messageId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [callbackPhone, setCallbackPhone] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const send = useMutation({
    mutationFn: (body: ContactMessage) => apiFetch('/api/contact', { method: 'POST', body }),
    onSuccess: () => {
      setSubject('');
      setMessage('');
      setCallbackPhone('');
      setFields({});
      setNotice({ kind: 'success', text: t('sent') });
    },
    onError: (error) => {
      const problemFields = error instanceof ApiError ? error.problem.fields : undefined;
      setFields(problemFields ?? {});
      setNotice({ kind: 'error', text: t('sendFailed') });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!subject.trim() || !message.trim()) {
      setNotice({ kind: 'warning', text: t('incomplete') });
      return;
    }
    setNotice(null);
    send.mutate({ subject, message, callbackPhone: callbackPhone.trim() || undefined });
  }

  return (
    <form method="post" onSubmit={submit} noValidate className={styles.form} aria-describedby={notice ? `${messageId}-notice` : undefined}>
      <TextField label={t('subject')} value={subject} onChange={setSubject} required maxLength={200} error={fields.subject} name="subject" />
      <div className={ui.field}>
        <label htmlFor={messageId}>
          {t('message')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={7}
          maxLength={5000}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={fields.message ? true : undefined}
        />
        {fields.message && <p className={ui.fieldError}>{isKeyOf(validation, fields.message) ? tv(fields.message) : fields.message}</p>}
      </div>
      <TextField
        label={t('callbackPhone')}
        type="tel"
        value={callbackPhone}
        onChange={setCallbackPhone}
        maxLength={40}
        error={fields.callbackPhone}
        name="callbackPhone"
        autoComplete="tel"
      />
      {notice && (
        <p
          id={`${messageId}-notice`}
          className={`${styles.notice} ${styles[notice.kind]}`}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          data-testid="contact-notice"
        >
          {notice.text}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
