/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ApiError } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import { NoticeProvider } from '@/components/providers/notice-provider';
import { useNotice } from './notice';

function Saver({ error }: { error?: unknown }) {
  const notice = useNotice();
  return (
    <>
      <button onClick={() => notice.saved()}>Speichern</button>
      <button onClick={() => notice.failed(error)}>Scheitern</button>
    </>
  );
}

const show = (error?: unknown) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <NoticeProvider>
        <Saver error={error} />
      </NoticeProvider>
    </NextIntlClientProvider>,
  );

afterEach(() => jest.useRealTimers());

test('a save is announced in the status region and goes by itself', () => {
  jest.useFakeTimers();
  show();
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  act(() => screen.getByRole('button', { name: 'Speichern' }).click());
  expect(status).toHaveTextContent(de.common.saved);
  act(() => jest.advanceTimersByTime(5_000));
  expect(status).toBeEmptyDOMElement();
});

test('a failed save is an alert with the text of the refusal, and stays until closed', async () => {
  const user = userEvent.setup();
  show(new ApiError(409, { code: 'conflict', message: 'offer_edited_elsewhere' }));
  await user.click(screen.getByRole('button', { name: 'Scheitern' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(de.errors.offer_edited_elsewhere);
  await user.click(screen.getByRole('button', { name: de.common.close }));
  expect(alert).toBeEmptyDOMElement();
});

test('a failure without a known refusal (no answer at all) says the generic text', async () => {
  const user = userEvent.setup();
  show(new TypeError('Failed to fetch'));
  await user.click(screen.getByRole('button', { name: 'Scheitern' }));
  expect(screen.getByRole('alert')).toHaveTextContent(de.errors.technical_error);
});
