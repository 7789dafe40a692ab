/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { QueryProvider } from './query-provider';

function Reader({ fetch }: { fetch: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['query-provider-test'], queryFn: fetch, staleTime: Infinity });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('QueryProvider', () => {
  it('keeps one cache across pages: a page shown after another reads what the first fetched without fetching again', async () => {
    const fetch = jest.fn(async () => 'fetched once');
    const first = render(
      <QueryProvider>
        <Reader fetch={fetch} />
      </QueryProvider>,
    );
    expect(await screen.findByText('fetched once')).toBeInTheDocument();
    // A client navigation: the first page's provider goes, the next page brings its own.
    first.unmount();
    render(
      <QueryProvider>
        <Reader fetch={fetch} />
      </QueryProvider>,
    );
    expect(screen.getByText('fetched once')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('adds no cache of its own inside one already given', async () => {
    const given = new QueryClient();
    given.setQueryData(['query-provider-test'], 'from the given cache');
    const fetch = jest.fn(async () => 'fetched');
    render(
      <QueryClientProvider client={given}>
        <QueryProvider>
          <Reader fetch={fetch} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('from the given cache')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
