/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { publicBrand } from '@/brands';
import { fuelmarket } from '@/brands/fuelmarket';
import { BrandProvider } from '@/components/providers/brand-context';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { BuyerTermsForm } from './buyer-terms-form';
import { MyBuyers } from './my-buyers';
import type { RelationshipDto } from './queries';

/** The conflict prompt of the Buyers screen (trading-domain 4): a colleague saved the relationship meanwhile. */
const relationship = (extra: Partial<RelationshipDto> = {}): RelationshipDto => ({
  _id: 7,
  other: { id: 70, name: 'Brenner Heizöl GmbH', status: 'NEW', additivesEnabled: false },
  requestedAt: '2026-11-20T09:00:00Z',
  creditLimitOption: 'MANUAL',
  creditLimit: '1000.00',
  creditDays: [],
  paymentTermId: null,
  terminals: { all: true, ids: [] },
  products: { all: true, ids: [] },
  version: 1,
  creditUsed: '0.00',
  ...extra,
});
/** What the colleague left: another limit, in processing, one version on. */
const colleagues = relationship({
  creditLimit: '5000.00',
  version: 2,
  other: { id: 70, name: 'Brenner Heizöl GmbH', status: 'IN_PROCESSING', additivesEnabled: false },
});
const CONFLICT = { code: 'conflict', message: 'relationship_edited_elsewhere', data: { relationship: colleagues }, requestId: 'r' };
const METADATA = {
  fuels: [{ id: 1, name: 'Diesel B7' }],
  additives: [{ id: 9, name: 'AdBlue' }],
  regions: [],
  paymentTerms: [{ id: 5, name: '30 Tage netto' }],
  features: [] as string[],
};

const fetchMock = mockFetch();
const puts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT').map(([path, init]) => [path, JSON.parse(init.body)]);

/** GETs answer the metadata (with `metadata` over it) or the list (`rows`); PUTs answer in turn from `putAnswers`. */
function setup(ui: ReactNode, putAnswers: ReturnType<typeof answer>[], metadata: Partial<typeof METADATA> = {}, rows = [relationship()]) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit) => {
    if (init.method === 'PUT') return putAnswers.shift();
    return path.includes('metadata') ? answer(200, { ...METADATA, ...metadata }) : answer(200, { relationships: rows });
  });
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BrandProvider value={publicBrand(fuelmarket)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>{ui}</QueryClientProvider>
      </BrandProvider>
    </NextIntlClientProvider>,
  );
}

describe('BuyerTermsForm', () => {
  it('on a colleague’s save, close drops the edit and shows the colleague’s terms; the next save names their version', async () => {
    const onDone = jest.fn();
    setup(<BuyerTermsForm relationship={relationship()} onDone={onDone} />, [answer(409, CONFLICT), answer(200, { relationship: colleagues })]);
    const limit = await screen.findByLabelText(/^Kreditlimit( \*)?$/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const prompt = await screen.findByRole('dialog', { name: 'Geschäftsbeziehung wurde geändert' });
    expect(within(prompt).getByTestId('conflict-message')).toHaveTextContent('von einem anderen Benutzer bearbeitet');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog', { name: 'Geschäftsbeziehung wurde geändert' })).toBeNull();
    expect(screen.getByLabelText(/^Kreditlimit( \*)?$/)).toHaveValue('5.000,00');
    expect(puts()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts()[1]).toEqual(['/api/relationships/7', expect.objectContaining({ creditLimit: '5000.00', version: 2 })]);
  });

  it('overwrite sends the seller’s own terms again at the colleague’s version', async () => {
    const onDone = jest.fn();
    setup(<BuyerTermsForm relationship={relationship()} onDone={onDone} />, [answer(409, CONFLICT), answer(200, { relationship: colleagues })]);
    const limit = await screen.findByLabelText(/^Kreditlimit( \*)?$/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts().map(([, body]) => [body.creditLimit, body.version])).toEqual([
      ['2000.00', 1],
      ['2000.00', 2],
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('BuyerTermsForm input', () => {
  it('reads a German amount and sends it with two decimals; a stored limit shows in German', async () => {
    setup(<BuyerTermsForm relationship={relationship()} onDone={jest.fn()} />, [answer(200, { relationship: relationship() })]);
    const limit = await screen.findByLabelText(/^Kreditlimit( \*)?$/);
    expect(limit).toHaveValue('1.000,00');
    await userEvent.clear(limit);
    await userEvent.type(limit, '10.000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0][1]).toMatchObject({ creditLimitOption: 'MANUAL', creditLimit: '10000.50' });
  });

  it('offers credit days for additives too when the seller sells them', async () => {
    setup(<BuyerTermsForm relationship={relationship()} onDone={jest.fn()} />, [], { features: ['productAdditives'] });
    await screen.findByLabelText('Diesel B7');
    expect(screen.getByLabelText('AdBlue')).toBeInTheDocument();
  });

  it('without additives sold, credit days are the fuels’ only', async () => {
    setup(<BuyerTermsForm relationship={relationship()} onDone={jest.fn()} />, []);
    await screen.findByLabelText('Diesel B7');
    expect(screen.queryByLabelText('AdBlue')).toBeNull();
  });
});

describe('MyBuyers', () => {
  it('a decision a colleague overtook asks first; overwrite decides at the current version', async () => {
    setup(<MyBuyers title="Meine Käufer" />, [answer(409, CONFLICT), answer(200, { relationship: colleagues })]);
    const row = await screen.findByTestId('buyer-70');
    expect(within(row).getByTestId('credit-used')).toHaveTextContent('0,00');
    await userEvent.click(within(row).getByRole('button', { name: 'Annehmen' }));
    await userEvent.click(await screen.findByTestId('message-confirm'));
    await userEvent.click(await screen.findByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Geschäftsbeziehung wurde geändert' })).toBeNull());
    expect(puts().map(([, body]) => [body.status, body.version])).toEqual([
      ['ENABLED', 1],
      ['ENABLED', 2],
    ]);
  });

  it('a relationship the buyer ended offers no decision and no terms, and says who ended it when', async () => {
    const ended = relationship({
      other: { id: 70, name: 'Brenner Heizöl GmbH', status: 'DISABLED', additivesEnabled: false },
      requestMessage: 'Bitte freischalten.',
      decision: { at: '2026-11-21T08:30:00Z', by: 'Erika Brenner', message: null },
      disabledBy: 'BUYER',
    });
    setup(<MyBuyers title="Meine Käufer" />, [], {}, [
      ended,
      relationship({ _id: 8, other: { id: 80, name: 'Nord KG', status: 'DISABLED', additivesEnabled: false }, disabledBy: 'SELLER' }),
    ]);
    const row = await screen.findByTestId('buyer-70');
    expect(within(row).queryByRole('button', { name: 'Annehmen' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'In Bearbeitung nehmen' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Konditionen' })).toBeNull();
    expect(within(row).getByTestId('relationship-history')).toHaveTextContent(
      'Nachricht des Käufers: Bitte freischalten.Beendet am 21.11.2026 09:30 von Erika Brenner (Käufer)',
    );
    // One the seller declined, the seller may still accept.
    expect(within(screen.getByTestId('buyer-80')).getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(within(screen.getByTestId('buyer-80')).getByRole('button', { name: 'Konditionen' })).toBeInTheDocument();
  });

  it('filters the list by status', async () => {
    setup(<MyBuyers title="Meine Käufer" />, []);
    await screen.findByTestId('buyer-70');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'NEW');
    await waitFor(() => expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/relationships/buyer?status=NEW'));
  });
});
