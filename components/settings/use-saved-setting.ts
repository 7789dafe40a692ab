'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/fetch-client';
import type { SettingKey, SettingValues } from '@/lib/settings/schemas';

const settingKey = (key: SettingKey) => ['settings', key] as const;

/**
 * One remembered choice of the user (platform-shell 3: selectedMarket, selectedOrdersMarket, ...):
 * read once per page, saved on every change. `loaded` turns true once read (or failed: then the
 * screen keeps its default). `initial`: the value the page's server render read (getUserSetting),
 * so the screen starts from it without a request that its own requests would wait for.
 */
export function useSavedSetting<K extends SettingKey>(key: K, initial?: SettingValues[K] | null) {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: settingKey(key),
    queryFn: ({ signal }) => apiFetch<{ value: SettingValues[K] | null }>(`/api/settings/${key}`, { signal }),
    staleTime: Infinity,
    initialData: initial === undefined ? undefined : { value: initial },
  });
  const save = useMutation({
    mutationFn: (value: SettingValues[K]) => apiFetch(`/api/settings/${key}`, { method: 'PUT', body: value }),
    onSuccess: (_, value) => queryClient.setQueryData(settingKey(key), { value }),
  });
  return { value: saved.data?.value ?? null, loaded: saved.isSuccess || saved.isError, save: save.mutate };
}
