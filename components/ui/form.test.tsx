/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { ApiError } from '@/lib/api/fetch-client';
import de from '@/messages/de.json';
import { Field, invalidWhen } from './field';
import { Form, FormField, useZodForm } from './form';
import { Select } from './select';

const schema = z.object({
  product: z.string().min(1, 'product_required'),
  terms: z.object({ note: z.string().max(5, 'too_long') }),
  email: z.string().regex(/@/, 'email_format_required'),
});
type Values = z.input<typeof schema>;

let send: jest.Mock;
let scrolled: Element[] = [];
beforeEach(() => {
  send = jest.fn(() => Promise.resolve());
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

function TestForm() {
  const form = useZodForm<Values>({ schema, defaultValues: { product: '', terms: { note: '' }, email: '' } });
  return (
    <Form form={form} onSubmit={(body) => send(body)} aria-label="Test">
      <FormField
        control={form.control}
        name="product"
        render={(field) => (
          <Select {...field} label="Produkt" required>
            <option value="">Bitte wählen</option>
            <option value="7">Diesel</option>
          </Select>
        )}
      />
      <FormField control={form.control} name="terms.note" render={(field) => <Text {...field} label="Notiz" />} />
      <FormField control={form.control} name="email" render={(field) => <Text {...field} label="E-Mail" />} />
      <button type="submit">Speichern</button>
    </Form>
  );
}

function Text({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error: string | null;
}) {
  return (
    <Field id={name} label={label} message={error}>
      <input id={name} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...invalidWhen(name, error)} />
    </Field>
  );
}

const show = () =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <TestForm />
    </NextIntlClientProvider>,
  );

test('a message comes on focus-out and stays, focus-out after focus-out, until the value is fixed', async () => {
  const user = userEvent.setup();
  show();
  await user.type(screen.getByLabelText('E-Mail'), 'ab');
  await user.tab();
  expect(await screen.findByText(de.validation.email_format_required)).toBeInTheDocument();
  await user.click(screen.getByLabelText('E-Mail'));
  await user.tab();
  expect(screen.getByText(de.validation.email_format_required)).toBeInTheDocument();
  await user.type(screen.getByLabelText('E-Mail'), '@c.de');
  expect(screen.queryByText(de.validation.email_format_required)).toBeNull();
});

test("a form sent before the page's script ran goes as a POST, so its fields never stand in the address", () => {
  show();
  expect(screen.getByRole('form', { name: 'Test' })).toHaveAttribute('method', 'post');
});

test('every field keeps the room of its message, so nothing below moves when one comes or goes', () => {
  show();
  for (const id of ['terms.note', 'email']) expect(document.getElementById(`${id}-error`)).toBeEmptyDOMElement();
});

test('a submit with problems sends nothing, focuses the first field with a message in the page order and scrolls it into view', async () => {
  const user = userEvent.setup();
  show();
  await user.type(screen.getByLabelText('Notiz'), 'zu lang');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const product = screen.getByLabelText(/Produkt/);
  await waitFor(() => expect(product).toHaveFocus());
  expect(scrolled).toEqual([product]);
  expect(product).toHaveAccessibleDescription(de.validation.product_required);
  expect(screen.getByLabelText('Notiz')).toHaveAccessibleDescription(de.validation.too_long);
  expect(send).not.toHaveBeenCalled();
});

test('once the problems are fixed, one click on Speichern sends the checked body', async () => {
  const user = userEvent.setup();
  show();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await user.selectOptions(screen.getByLabelText(/Produkt/), '7');
  await user.type(screen.getByLabelText('E-Mail'), 'a@b.de');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ product: '7', terms: { note: '' }, email: 'a@b.de' });
});

test("the server's field problems show on their fields, nested paths included, and the first gets the focus", async () => {
  const user = userEvent.setup();
  show();
  send.mockRejectedValueOnce(
    new ApiError(400, { code: 'validation', message: 'validation_failed', fields: { 'terms.note': 'too_long', email: 'email_taken' } }),
  );
  await user.selectOptions(screen.getByLabelText(/Produkt/), '7');
  await user.type(screen.getByLabelText('E-Mail'), 'a@b.de');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(de.validation.too_long)).toBeInTheDocument();
  expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(de.errors.email_taken);
  await waitFor(() => expect(screen.getByLabelText('Notiz')).toHaveFocus());
});

test('a refusal that names no field is the form’s own message, in the words of the error texts', async () => {
  const user = userEvent.setup();
  show();
  send.mockRejectedValueOnce(new ApiError(409, { code: 'conflict', message: 'offer_edited_elsewhere' }));
  await user.selectOptions(screen.getByLabelText(/Produkt/), '7');
  await user.type(screen.getByLabelText('E-Mail'), 'a@b.de');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByTestId('form-error')).toHaveTextContent(de.errors.offer_edited_elsewhere);
});
