/**
 * The amounts of a price breakdown as shown, so that the lines add up to the price shown, to the
 * last digit. The engine sums the exact amounts and cuts the sum to the brand's decimals; each line
 * rounded on its own would not add up to that (54,37 + 14,58 + 47,04 + 3,10 = 119,09 under a price
 * of 119,08). Largest remainder: every line is first cut down (towards minus infinity) to the
 * brand's decimals; the units then missing to the price go one each to the lines that lost the
 * most, the earlier line first on a tie. A line so moves less than one unit from its exact amount.
 * docs/offers-pricing-engine.md has worked examples.
 *
 * Amounts are decimal strings ("" for a line that only informs, which stays ""); the digits are
 * worked with BigInt, as the number formatter does, so no float or decimal library is involved.
 */
export function breakdownAmounts(amounts: readonly string[], price: string, decimals: number): string[] {
  // One scale for every amount, so that what each line loses by the cut can be compared.
  const places = Math.max(decimals, ...[price, ...amounts].map((text) => text.split('.')[1]?.length ?? 0));
  const step = BigInt(10) ** BigInt(places - decimals);
  const lines = amounts.map((amount, index) => {
    if (amount === '') return null;
    const exact = scaled(amount, places);
    const units = floorDiv(exact, step);
    return { index, units, lost: exact - units * step };
  });
  const counted = lines.filter((line) => line !== null);
  // A breakdown without amounts (a price the engine did not explain) has nothing to add up.
  if (counted.length === 0) return lines.map(() => '');
  const missing = floorDiv(scaled(price, places), step) - counted.reduce((sum, line) => sum + line.units, BigInt(0));
  // The price is the exact sum cut down, so no more units are missing than lines lost something.
  if (missing < BigInt(0) || missing > BigInt(counted.filter((line) => line.lost > BigInt(0)).length)) {
    throw new Error(`the breakdown's amounts do not make the price ${price}`);
  }
  const raised = new Set(
    [...counted]
      .sort((a, b) => (a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1))
      .slice(0, Number(missing))
      .map((line) => line.index),
  );
  return lines.map((line) => (line === null ? '' : decimalText(line.units + (raised.has(line.index) ? BigInt(1) : BigInt(0)), decimals)));
}

/** A decimal text as a whole number of 10^-places. */
function scaled(text: string, places: number): bigint {
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (!match[2] && !match[3])) throw new Error(`not a number: ${text}`);
  const [, sign, whole = '', part = ''] = match;
  const value = BigInt((whole || '0') + part.padEnd(places, '0'));
  return sign === '-' ? -value : value;
}

/** Division rounding towards minus infinity (BigInt's own truncates towards zero). */
function floorDiv(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor;
  return quotient * divisor > value ? quotient - BigInt(1) : quotient;
}

function decimalText(units: bigint, decimals: number): string {
  const digits = (units < BigInt(0) ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${units < BigInt(0) ? '-' : ''}${whole}${decimals ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}
