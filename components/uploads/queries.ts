'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { UploadRow } from '@/lib/uploads/domain/upload-row';
import type { UploadDto } from '@/lib/uploads/upload-record';
import type { UploadKindSegment } from '@/lib/uploads/schemas';
import { offerKeys } from '@/components/offers/queries';
import { useInvalidateRelationships } from '@/components/relationships/queries';

export interface UploadPreview {
  upload: UploadDto;
  counts: { created: number; updated: number; deleted: number; unchanged: number };
  rows: UploadRow<Record<string, string | number | boolean | null>>[];
}

export const uploadKeys = {
  all: ['uploads'] as const,
  history: () => [...uploadKeys.all, 'history'] as const,
};

export function useUploadHistory() {
  return useQuery({ queryKey: uploadKeys.history(), queryFn: () => apiFetch<{ uploads: UploadDto[] }>('/api/uploads') });
}

export function usePreviewMutation() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: UploadKindSegment; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch<UploadPreview>(`/api/uploads/${kind}/preview`, { method: 'POST', body });
    },
  });
}

/** An applied upload changes offers or credit limits: both screens read them again. */
export function useApplyMutation() {
  const client = useQueryClient();
  const invalidateRelationships = useInvalidateRelationships();
  return useMutation({
    mutationFn: (uploadId: string) => apiFetch<{ upload: UploadDto }>(`/api/uploads/${uploadId}/apply`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: uploadKeys.all }), client.invalidateQueries({ queryKey: offerKeys.all }), invalidateRelationships()]),
  });
}
