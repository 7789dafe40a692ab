/** One figure of the benchmark beside its target. */
export interface Target {
  figure: string;
  value: string;
  target: string;
  met: boolean;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export const targets = {
  atLeast: (figure: string, value: number, minimum: number, unit = ''): Target => ({
    figure,
    value: `${value.toFixed(value < 10 ? 2 : 0)}${unit}`,
    target: `>= ${minimum}${unit}`,
    met: value >= minimum,
  }),
  atMost: (figure: string, value: number, maximum: number, unit = ''): Target => ({
    figure,
    value: `${value.toFixed(1)}${unit}`,
    target: `<= ${maximum}${unit}`,
    met: value <= maximum,
  }),
  latency: (figure: string, p99: number, maximum: number): Target => ({ figure, value: ms(p99), target: `< ${ms(maximum)}`, met: p99 < maximum }),
  share: (figure: string, value: number, baseline: number, minimum: number): Target => ({
    figure,
    value: `${((100 * value) / baseline).toFixed(0)} % (${value.toFixed(0)} of ${baseline.toFixed(0)}/s)`,
    target: `>= ${(100 * minimum).toFixed(0)} %`,
    met: value >= minimum * baseline,
  }),
  /** A score that may be missing (a run that failed): missing is not met. */
  score: (figure: string, value: number | null, minimum: number): Target => ({
    figure,
    value: value === null ? 'failed' : String(value),
    target: `>= ${minimum}`,
    met: value !== null && value >= minimum,
  }),
  none: (figure: string, count: number): Target => ({ figure, value: String(count), target: '0', met: count === 0 }),
};
