/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderIdFilter } from './filter-fields';

test('the order-number field offers the known numbers once it is used, not in the page as it loads, and applies what is typed on Enter', async () => {
  const user = userEvent.setup();
  const onApply = jest.fn();
  const numbers = Array.from({ length: 500 }, (_, i) => `B-${1000 + i}`);
  const { container } = render(<OrderIdFilter id="orderId" label="Bestellnummer" value="" options={numbers} onApply={onApply} />);
  expect(container.querySelectorAll('datalist option')).toHaveLength(0);
  await user.click(screen.getByLabelText('Bestellnummer'));
  expect(container.querySelectorAll('datalist option')).toHaveLength(500);
  await user.type(screen.getByLabelText('Bestellnummer'), 'B-1007{Enter}');
  expect(onApply).toHaveBeenCalledWith('B-1007');
});
