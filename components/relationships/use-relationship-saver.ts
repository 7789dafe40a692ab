'use client';

import { useState } from 'react';
import { useNotice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api/fetch-client';
import type { RelationshipForm } from '@/lib/relationships/schemas';
import { useUpdateRelationshipMutation, type RelationshipDto } from './queries';

interface Conflict {
  id: number;
  body: RelationshipForm;
  /** The relationship as the colleague left it (the 409's data). */
  current: RelationshipDto;
  onSaved?: () => void;
}

/**
 * Saves a seller's edit of a relationship (terms or a decision) and keeps what the conflict
 * prompt needs, as pricing rules do (trading-domain 4): on 409 relationship_edited_elsewhere the
 * edit and the current relationship, so "overwrite" sends the edit again at the current version
 * and "close" drops it and hands the current relationship to the screen. Each save ends in a notice.
 */
export function useRelationshipSaver() {
  const mutation = useUpdateRelationshipMutation();
  const notice = useNotice();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  function save(id: number, body: RelationshipForm, onSaved?: () => void) {
    mutation.mutate(
      { id, body },
      {
        onSuccess: () => {
          setConflict(null);
          notice.saved();
          onSaved?.();
        },
        onError: (error) => {
          const current = error instanceof ApiError && error.problem.message === 'relationship_edited_elsewhere' ? error.problem.data?.relationship : undefined;
          setConflict(current ? { id, body, current: current as RelationshipDto, onSaved } : null);
          // A colleague's edit meanwhile has its own prompt; any other refusal is a failed save.
          if (!current) notice.failed(error);
        },
      },
    );
  }

  return {
    save,
    saving: mutation.isPending,
    /** A failure other than the conflict, for the screen to show. */
    error: conflict ? null : mutation.error,
    conflict: conflict?.current ?? null,
    overwrite: () => conflict && save(conflict.id, { ...conflict.body, version: conflict.current.version! }, conflict.onSaved),
    /** Drops the edit and any failure; returns the current relationship after a conflict. */
    dismiss: () => {
      setConflict(null);
      mutation.reset();
      return conflict?.current ?? null;
    },
  };
}
