/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { answer, mockFetch } from '@/tests/helpers/fetch-mock';
import { ContactForm } from './contact-form';

const fetchMock = mockFetch();

function setup() {
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ContactForm />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('ContactForm', () => {
  it('warns when subject or message is missing and sends nothing', async () => {
    setup();
    await userEvent.type(screen.getByLabelText(/Betreff/), 'Frage');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByTestId('contact-notice')).toHaveTextContent('Bitte füllen Sie Betreff und Nachricht aus.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts subject, message and callback number and reports "gesendet"', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    setup();
    await userEvent.type(screen.getByLabelText(/Betreff/), 'Lieferung');
    await userEvent.type(screen.getByLabelText(/Nachricht/), 'Wann kommt die Ware?');
    await userEvent.type(screen.getByLabelText(/Rückrufnummer/), '+49 40 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Ihre Nachricht wurde gesendet. Vielen Dank!')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ subject: 'Lieferung', message: 'Wann kommt die Ware?', callbackPhone: '+49 40 1234567' });
    expect(screen.getByLabelText(/Betreff/)).toHaveValue('');
  });

  it('shows an error and keeps the text when sending fails', async () => {
    fetchMock.mockResolvedValue(answer(429, { code: 'rate_limited', message: 'too_many_requests' }));
    setup();
    await userEvent.type(screen.getByLabelText(/Betreff/), 'Lieferung');
    await userEvent.type(screen.getByLabelText(/Nachricht/), 'Text');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText(/konnte nicht gesendet werden/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Betreff/)).toHaveValue('Lieferung');
  });
});
