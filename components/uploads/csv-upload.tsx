'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { textValues } from '@/lib/format/number';
import type { UploadKindSegment } from '@/lib/uploads/schemas';
import { UploadHistory } from './upload-history';
import { UploadPreviewTable } from './upload-preview-table';
import { UploadRefusal } from './upload-refusal';
import styles from './uploads.module.css';
import { useApplyMutation, usePreviewMutation } from './queries';

const KINDS: UploadKindSegment[] = ['offers', 'credit-limits'];

/** design 11: download the template, upload a file, see the preview by line, apply it, and the history. */
export function CsvUpload({ title }: { title: string }) {
  const t = useTranslations('uploads');
  const locale = useLocale();
  const [kind, setKind] = useState<UploadKindSegment>('offers');
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewMutation();
  const apply = useApplyMutation();
  const shown = preview.data;
  const start = () => {
    if (!file) return;
    apply.reset();
    preview.mutate({ kind, file });
  };

  return (
    <section>
      <h1>{title}</h1>
      <div className={styles.form}>
        <Select
          label={t('kind')}
          value={kind}
          onChange={(value) => {
            setKind(KINDS.find((k) => k === value) ?? 'offers');
            preview.reset();
            apply.reset();
          }}
          options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <a href={`/api/uploads/templates/${kind}`} download data-testid="upload-template">
          {t('downloadTemplate')}
        </a>
        <label>
          {t('file')}
          <input type="file" accept=".csv,.txt,text/csv" data-testid="upload-file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <Button onClick={start} disabled={!file || preview.isPending} data-testid="upload-preview">
          {preview.isPending ? t('previewing') : t('preview')}
        </Button>
      </div>
      <p className={styles.hint}>{t('templateHint')}</p>
      {preview.isError && <UploadRefusal error={preview.error} fileName={file?.name ?? ''} />}
      {apply.isError && <UploadRefusal error={apply.error} fileName={shown?.upload.fileName ?? ''} />}
      {apply.data && (
        <p className={styles.success} role="status" data-testid="upload-applied">
          {t('applied', textValues({ created: apply.data.upload.created, updated: apply.data.upload.updated, deleted: apply.data.upload.deleted }, locale))}
        </p>
      )}
      {shown && !apply.data && (
        <>
          <p data-testid="upload-summary">{t('summary', textValues(shown.counts, locale))}</p>
          {shown.upload.errorCount > 0 && (
            <p className={styles.notice} role="alert">
              {t('hasErrors', { count: shown.upload.errorCount })}
            </p>
          )}
          <UploadPreviewTable rows={shown.rows} />
          <Button onClick={() => apply.mutate(shown.upload.id)} disabled={shown.upload.errorCount > 0 || apply.isPending} data-testid="upload-apply">
            {apply.isPending ? t('applying') : t('apply')}
          </Button>
        </>
      )}
      <h2>{t('history')}</h2>
      <UploadHistory />
    </section>
  );
}
