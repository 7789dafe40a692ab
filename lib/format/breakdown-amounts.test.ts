import { breakdownAmounts } from './breakdown-amounts';

/** The worked examples of docs/offers-pricing-engine.md, "Breakdown amounts that add up". */
const sum = (amounts: string[], decimals: number) =>
  (amounts.filter(Boolean).reduce((total, amount) => total + Math.round(Number(amount) * 10 ** decimals), 0) / 10 ** decimals).toFixed(decimals);

describe('breakdownAmounts: the lines add up to the price shown', () => {
  it.each<[string, string[], string, number, string[]]>([
    // Diesel Hamburg: each line rounded on its own gave 54,37 + 14,58 + 47,04 + 3,10 = 119,09 under 119,08.
    ['Diesel Hamburg', ['', '', '54.3671234', '47.04', '14.58', '3.10'], '119.08', 2, ['', '', '54.36', '47.04', '14.58', '3.10']],
    // One cent missing after the cut goes to the line that lost the most (20.007 lost 0.007).
    ['a cent to the largest remainder', ['10.006', '20.007', '30.004'], '60.01', 2, ['10.00', '20.01', '30.00']],
    // A discount is cut down too (-1.2525 to -1.26), and gets the cent back as it lost the most.
    ['negative lines', ['95.505', '-1.2525', '-0.5'], '93.75', 2, ['95.50', '-1.25', '-0.50']],
    // Equal remainders: the earlier line first.
    ['a tie', ['33.3335', '33.3335', '33.333'], '100.00', 2, ['33.34', '33.33', '33.33']],
    // The brand's decimals: three places in the oil pool.
    ['three decimals', ['55.1234', '6.135', '47.04'], '108.298', 3, ['55.123', '6.135', '47.040']],
    ['four decimals', ['0.00005', '0.00005', '1'], '1.0001', 4, ['0.0001', '0.0000', '1.0000']],
    // Amounts as the engine writes them, with Decimal's 20 significant digits.
    ['long fractions', ['55.466666666666666667', '47.04', '14.58', '2.9'], '119.98', 2, ['55.46', '47.04', '14.58', '2.90']],
  ])('%s', (_name, amounts, price, decimals, shown) => {
    expect(breakdownAmounts(amounts, price, decimals)).toEqual(shown);
    expect(sum(shown, decimals)).toBe(Number(price).toFixed(decimals));
  });

  it('differs from rounding each line on its own exactly where that would not add up', () => {
    const amounts = ['10.006', '20.007', '30.004'];
    const alone = amounts.map((amount) => Number(amount).toFixed(2));
    expect(sum(alone, 2)).toBe('60.02');
    expect(sum(breakdownAmounts(amounts, '60.01', 2), 2)).toBe('60.01');
  });

  it('leaves a breakdown that only informs as it is', () => {
    expect(breakdownAmounts([], '92.40', 2)).toEqual([]);
    expect(breakdownAmounts(['', ''], '92.40', 2)).toEqual(['', '']);
  });

  it('refuses a price the lines cannot make, rather than show lines that do not add up', () => {
    expect(() => breakdownAmounts(['10.00', '20.00'], '31.00', 2)).toThrow('do not make the price');
    expect(() => breakdownAmounts(['10.00', '20.00'], '29.99', 2)).toThrow('do not make the price');
  });
});
