/** @jest-environment jsdom */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import { TextField } from './text-field';

function Login() {
  const [email, setEmail] = useState('');
  return (
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <TextField label="E-Mail-Adresse" type="email" required value={email} onChange={setEmail} />
      <output>{email}</output>
    </NextIntlClientProvider>
  );
}

test('an address typed before the page became interactive is kept in the form, not only on the screen', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Login />);
  document.body.append(page);
  // The server's page is on the screen; the user types before its script has run.
  page.querySelector('input')!.value = 'kaeufer@demo.fuel';
  await act(async () => {
    hydrateRoot(page, <Login />);
  });
  expect(page.querySelector('output')).toHaveTextContent('kaeufer@demo.fuel');
  expect(page.querySelector('input')).toHaveValue('kaeufer@demo.fuel');
});
