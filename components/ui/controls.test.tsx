/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import de from '@/messages/de.json';
import { Checkbox, CheckboxGroup, RadioGroup } from './choice';
import { Select } from './select';
import { Tabs } from './tabs';

const show = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      {ui}
    </NextIntlClientProvider>,
  );

test('a required select outside a form says "required" on focus-out when nothing is chosen', async () => {
  const user = userEvent.setup();
  show(<Select label="Land" value="" onChange={() => undefined} required placeholder="Bitte wählen" options={[{ value: 'DE', label: 'Deutschland' }]} />);
  await user.click(screen.getByLabelText(/Land/));
  await user.tab();
  expect(screen.getByLabelText(/Land/)).toHaveAccessibleDescription(de.validation.required);
});

test('a select translates a field message key it is given and shows a text as it is', () => {
  show(
    <>
      <Select label="A" value="" onChange={() => undefined} error="terminal_required" options={[]} />
      <Select label="B" value="" onChange={() => undefined} error="Schon übersetzt" options={[]} />
    </>,
  );
  expect(screen.getByLabelText('A')).toHaveAccessibleDescription(de.validation.terminal_required);
  expect(screen.getByLabelText('B')).toHaveAccessibleDescription('Schon übersetzt');
});

test('a checkbox is named by its text, toggles by a click on the text, and carries its message', async () => {
  const user = userEvent.setup();
  function Box() {
    const [checked, setChecked] = useState(false);
    return <Checkbox label="AGB akzeptieren" checked={checked} onChange={setChecked} error={checked ? null : 'Bitte bestätigen'} />;
  }
  show(<Box />);
  const box = screen.getByRole('checkbox', { name: 'AGB akzeptieren' });
  expect(box).toHaveAccessibleDescription('Bitte bestätigen');
  await user.click(screen.getByText('AGB akzeptieren'));
  expect(box).toBeChecked();
  expect(box).not.toHaveAttribute('aria-invalid');
});

test('a checkbox group is one group under its legend: ticking adds a value, unticking takes it off, its message describes the group', async () => {
  const user = userEvent.setup();
  function Group() {
    const [value, setValue] = useState<number[]>([2]);
    return (
      <>
        <CheckboxGroup
          legend="Produkte"
          required
          options={[
            { value: 1, label: 'Heizöl' },
            { value: 2, label: 'Diesel' },
          ]}
          value={value}
          onChange={setValue}
          error={value.length ? null : 'Bitte wählen'}
        />
        <output>{value.join(',')}</output>
      </>
    );
  }
  show(<Group />);
  const group = screen.getByRole('group', { name: /^Produkte/ });
  expect(screen.getByRole('checkbox', { name: 'Diesel' })).toBeChecked();
  await user.click(screen.getByText('Heizöl'));
  expect(screen.getByRole('status')).toHaveTextContent('2,1');
  await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
  await user.click(screen.getByRole('checkbox', { name: 'Heizöl' }));
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(group).toHaveAccessibleDescription('Bitte wählen');
});

test('radio buttons form one group under their legend', async () => {
  const user = userEvent.setup();
  const chosen = jest.fn();
  show(
    <RadioGroup
      legend="Abholung"
      value="period"
      onChange={chosen}
      options={[
        { value: 'period', label: 'Abholzeitraum' },
        { value: 'custom', label: 'Eigener Zeitraum' },
      ]}
    />,
  );
  const group = screen.getByRole('group', { name: 'Abholung' });
  expect(group).toContainElement(screen.getByRole('radio', { name: 'Abholzeitraum', checked: true }));
  await user.click(screen.getByText('Eigener Zeitraum'));
  expect(chosen).toHaveBeenCalledWith('custom');
});

test('a disabled radio group takes no choice while, for instance, the last one is being saved', async () => {
  const user = userEvent.setup();
  const chosen = jest.fn();
  show(
    <RadioGroup
      legend="Börsenpreis"
      value="ICE_LIVE"
      disabled
      onChange={chosen}
      options={[
        { value: 'ICE_LIVE', label: 'Live' },
        { value: 'ICE_SETTLE', label: 'Settlement' },
      ]}
    />,
  );
  expect(screen.getByRole('radio', { name: 'Settlement' })).toBeDisabled();
  await user.click(screen.getByText('Settlement'));
  expect(chosen).not.toHaveBeenCalled();
});

const TABS = [
  { key: 'company', label: 'Unternehmensdaten' },
  { key: 'locations', label: 'Lieferadressen' },
  { key: 'team', label: 'Team' },
] as const;

function Settings() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('company');
  return (
    <Tabs label="Einstellungen" tabs={TABS} selected={tab} onSelect={setTab}>
      Inhalt {tab}
    </Tabs>
  );
}

test('tabs: the arrow keys, Home and End choose a tab and move the focus; only the chosen tab is in the Tab order', async () => {
  const user = userEvent.setup();
  show(<Settings />);
  expect(screen.getByRole('tablist', { name: 'Einstellungen' })).toBeInTheDocument();
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('Unternehmensdaten')).toHaveAttribute('aria-selected', 'true');
  await user.tab();
  expect(tab('Unternehmensdaten')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Lieferadressen')).toHaveFocus();
  expect(tab('Lieferadressen')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Lieferadressen' })).toHaveTextContent('Inhalt locations');
  await user.keyboard('{End}');
  expect(tab('Team')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Unternehmensdaten')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Team')).toHaveFocus();
  expect(tab('Unternehmensdaten')).toHaveAttribute('tabindex', '-1');
  await user.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

test('tabs wider than the row show a cue at the side that hides tabs, until scrolled to the end', () => {
  show(<Settings />);
  const row = screen.getByRole('tablist');
  expect(screen.queryByTestId('tabs-more')).toBeNull();
  Object.defineProperties(row, { scrollWidth: { value: 600, configurable: true }, clientWidth: { value: 390, configurable: true } });
  fireEvent.scroll(row);
  expect(screen.getByTestId('tabs-more')).toBeInTheDocument();
  Object.defineProperty(row, 'scrollLeft', { value: 210, configurable: true });
  fireEvent.scroll(row);
  expect(screen.queryByTestId('tabs-more')).toBeNull();
});
