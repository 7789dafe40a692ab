/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onBadgeChange, type BadgeChange } from '@/components/shell/badge-events';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { useRelationships } from './queries';

/** The menu's NEW badge counts the seller's unfiltered list of buyers: that list's answers reach it. */
const fetchMock = mockFetch();
const row = (status: string) => ({ _id: 1, other: { id: 1, name: 'A', status, additivesEnabled: false } });

let changes: BadgeChange[] = [];
let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  changes = [];
  unsubscribe = onBadgeChange((change) => changes.push(change));
});
afterEach(() => unsubscribe());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

beforeEach(() => fetchMock.mockResolvedValue(answer(200, { relationships: [row('NEW'), row('NEW'), row('ACTIVE')] })));

test("the seller's list of buyers shows its NEW count in the badge", async () => {
  const { result } = renderHook(() => useRelationships('buyer'), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  await waitFor(() => expect(changes).toContainEqual({ kind: 'newRelationships', count: 2 }));
});

test('a list of one status, or of sellers, tells the badge nothing', async () => {
  const filtered = renderHook(() => useRelationships('buyer', 'NEW'), { wrapper });
  const sellers = renderHook(() => useRelationships('seller'), { wrapper });
  await waitFor(() => expect(filtered.result.current.isSuccess && sellers.result.current.isSuccess).toBe(true));
  expect(changes).toEqual([]);
});
