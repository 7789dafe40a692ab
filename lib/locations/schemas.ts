import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';

/**
 * Countries offered for addresses (trading-domain 3), on every brand: the German and the Swiss
 * market both deliver across the borders (Switzerland and Liechtenstein share one post code system).
 */
export const COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'BE', 'NL'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Each country's post code: DE five digits, AT/CH/BE four (no leading zero), LI 9485-9498, NL "1234 AB". */
const POST_CODES: Record<Country, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  BE: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Za-z]{2}$/,
};

/** 'post_code_format_required' when a post code does not fit its country, else null. */
export function postCodeProblem(country: string, postCode: string): 'post_code_format_required' | null {
  const pattern = POST_CODES[country as Country];
  return pattern && !pattern.test(postCode.trim()) ? 'post_code_format_required' : null;
}

const optional = (max: number) => z.string().trim().max(max, 'too_long').default('');
const required = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

const LOCATION_SHAPE = {
  company: optional(120),
  street: required(120),
  postCode: required(10),
  city: required(80),
  county: required(80),
  country: z.enum(COUNTRIES, { error: 'required' }).default('DE'),
  contactPerson: optional(120),
  onSiteContact: optional(120),
  instructions: optional(1000),
};

/**
 * The list answers `{ _id, address: {...} }`; a client may send that shape back or the address
 * fields flat. Either way only the address fields are read.
 */
const unwrapAddress = (input: unknown) => {
  if (input && typeof input === 'object' && 'address' in input) {
    const { address, ...rest } = input as { address: unknown };
    if (address && typeof address === 'object') return { ...rest, ...address };
  }
  return input;
};

const checkPostCode = (value: { country: string; postCode: string }, ctx: z.RefinementCtx) => {
  const problem = postCodeProblem(value.country, value.postCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['postCode'], message: problem });
};

export const ZLocationInput = z.preprocess(unwrapAddress, z.object(LOCATION_SHAPE).superRefine(checkPostCode));
export type LocationInput = z.infer<typeof ZLocationInput>;

export const ZLocationUpdate = z.preprocess(unwrapAddress, z.object({ ...LOCATION_SHAPE, _id: idSchema() }).superRefine(checkPostCode));

export const ZLocationParams = z.object({ id: idSchema() });

/** What the browser form edits: every field a string. */
export type LocationForm = { [K in keyof typeof LOCATION_SHAPE]: string };

export interface DeliveryLocationDto {
  _id: number;
  address: {
    company: string;
    street: string;
    postCode: string;
    city: string;
    county: string;
    country: string;
    contactPerson: string;
    onSiteContact: string;
    instructions: string;
  };
}
