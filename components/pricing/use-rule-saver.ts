'use client';

import { useState } from 'react';
import { ApiError } from '@/lib/api/fetch-client';
import { useSaveRuleMutation, type RuleSave } from './queries';

export type RuleConflict = 'rule_edited_elsewhere' | 'rule_deleted_elsewhere';

/**
 * Saves a rule and keeps what a conflict needs: which conflict, and the save to repeat with
 * `overwrite: true` when the seller chooses to overwrite.
 */
export function useRuleSaver(onSaved: () => void) {
  const mutation = useSaveRuleMutation();
  const [conflict, setConflict] = useState<{ kind: RuleConflict; save: RuleSave } | null>(null);

  function save(request: RuleSave) {
    mutation.mutate(request, {
      onSuccess: () => {
        setConflict(null);
        onSaved();
      },
      onError: (error) => {
        const key = error instanceof ApiError ? error.problem.message : undefined;
        if (key === 'rule_edited_elsewhere' || key === 'rule_deleted_elsewhere') setConflict({ kind: key, save: request });
      },
    });
  }

  const failure =
    conflict || !mutation.error ? null : mutation.error instanceof ApiError ? (mutation.error.problem.message ?? 'technical_error') : 'technical_error';
  const fields = mutation.error instanceof ApiError ? (mutation.error.problem.fields ?? {}) : {};
  return {
    save,
    saving: mutation.isPending,
    /** What the saved rules cannot price yet (the save's answer), until the next save or edit. */
    warnings: mutation.data?.warnings ?? [],
    failure,
    fields,
    conflict: conflict?.kind ?? null,
    overwrite: () => conflict && save({ ...conflict.save, body: { ...conflict.save.body, overwrite: true } }),
    dismissConflict: () => {
      setConflict(null);
      mutation.reset();
    },
    reset: () => mutation.reset(),
  };
}
