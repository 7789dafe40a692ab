import { formatDay } from '@/lib/format/dates';

/** A lifting period with the days it fixed, as the trigger mails name it: "Prompt (1–3 Tage), 26.11.2026–29.11.2026". */
export function liftingText(lifting: { period: string; start: string; end: string }) {
  return `${lifting.period}, ${formatDay(lifting.start)}–${formatDay(lifting.end)}`;
}
