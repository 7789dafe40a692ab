import { z } from 'zod';
import { idSchema } from '@/lib/api/ids';
import { COUNTRIES, postCodeProblem } from '@/lib/locations/schemas';
import { LOCALES } from '@/lib/i18n/locales';

export const SALUTATIONS = ['Mr', 'Ms'] as const;
export const TITLES = ['Dr', 'Prof'] as const;
export const DEPARTMENT_SIZES = ['1-5', '6-20', '21-50', '51+'] as const;
/** platform-shell 9: any status other than 100 means the user is blocked. */
export const ACTIVE_STATUS = 100;
export const BLOCKED_STATUS = 200;
/** Blocked by the platform operator: only the operator's calls lift it, never a company admin. */
export const OPERATOR_BLOCKED_STATUS = 300;
/** A user the operator deleted: kept, anonymised to the name, so the orders still name who placed them. */
export const DELETED_STATUS = 900;

const PHONE = /^\+?[0-9][0-9 ()/.-]{4,28}[0-9]$/;
const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long');
const required = (max: number) => text(max).min(1, 'required');
const email = z.string({ error: 'required' }).trim().toLowerCase().min(1, 'required').max(254, 'too_long').email('email_format_required');
const phone = required(30).regex(PHONE, 'phone_format_required');

/** The personal details of trading-domain 3 with the required fields of trading-domain 5. */
const ZProfile = z.object({
  salutation: z.enum(SALUTATIONS, { error: 'required' }),
  // Title is offered as Dr or Prof; most people have none, so it may stay empty.
  title: z.enum(['', ...TITLES], { error: 'invalid_value' }).optional(),
  firstName: required(80),
  lastName: required(80),
  email,
  phone,
  mobile: phone,
  jobTitle: required(80),
  department: required(80),
  departmentSize: z.enum(DEPARTMENT_SIZES, { error: 'required' }),
});

/**
 * The individual address, all optional here; checkAddress requires it once switched on. The user
 * record has no city column: addressLine1 is street and house number, addressLine2 the city.
 */
const ADDRESS = z
  .object({
    addressLine1: text(120),
    addressLine2: text(80),
    postCode: text(10),
    county: text(80),
    country: z.enum(['', ...COUNTRIES], { error: 'required' }),
  })
  .partial().shape;

type Address = { addressLine1?: string; addressLine2?: string; postCode?: string; country?: string; useIndividualAddress?: boolean };

function checkAddress(value: Address, ctx: z.RefinementCtx) {
  if (value.useIndividualAddress !== true) return;
  for (const field of ['addressLine1', 'addressLine2', 'postCode', 'country'] as const) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
  const problem = value.postCode && value.country ? postCodeProblem(value.country, value.postCode) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['postCode'], message: problem });
}

/** POST /api/user and the create form: a complete profile. */
export const ZCreateTeamUser = z
  .object({ ...ZProfile.shape, useIndividualAddress: z.boolean().default(false), ...ADDRESS, purchaseStatus: z.boolean().default(false) })
  .superRefine(checkAddress);
export type CreateTeamUserInput = z.infer<typeof ZCreateTeamUser>;

/** The personal-details form checks the complete profile before it sends the non-empty part. */
export const ZProfileForm = z.object({ ...ZProfile.shape, useIndividualAddress: z.boolean(), ...ADDRESS }).superRefine(checkAddress);

/** platform-shell 5: only non-empty fields count, so empty strings and nulls are dropped first. */
function dropEmpty(input: unknown) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '')));
}

/**
 * PUT /api/user/{id}. Unknown keys (accountId, roles, username, ...) are stripped: the server owns
 * them. statusId, isAdmin and purchaseStatus are applied only by an admin to a team member. A new
 * e-mail is not applied here but confirmed by link (request-email-change.ts).
 */
export const ZUpdateUser = z.preprocess(
  dropEmpty,
  z
    .object({
      ...ZProfile.partial().shape,
      useIndividualAddress: z.boolean({ error: 'invalid_value' }).optional(),
      ...ADDRESS,
      /** A company admin blocks or unblocks; the operator's block and deletion are not theirs to set. */
      statusId: z.literal([ACTIVE_STATUS, BLOCKED_STATUS], { error: 'invalid_value' }).optional(),
      isAdmin: z.boolean({ error: 'invalid_value' }).optional(),
      purchaseStatus: z.boolean({ error: 'invalid_value' }).optional(),
      /** Needed only to change one's own e-mail (the login name). */
      currentPassword: z.string({ error: 'invalid_value' }).max(200, 'password_too_long').optional(),
    })
    .superRefine(checkAddress),
);
export type UpdateUserInput = z.infer<typeof ZUpdateUser>;

/** `-1` is the caller (platform-shell 6); any other id must be a positive whole number. */
export const ZUserIdParams = z.object({
  id: z.union([z.literal('-1').transform(() => -1), idSchema()], { error: 'invalid_id' }),
});

/** The key of an e-mail change link; an unknown or malformed key is answered like an expired one. */
export const ZEmailConfirmParams = z.object({ key: z.string().max(200) });

export const ZUserSearchQuery = z.object({
  page: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').default(1),
  limit: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').max(100, 'limit_too_high').default(100),
  removeLoggedInUser: z.enum(['REMOVE'], { error: 'invalid_value' }).optional(),
});

/** A user as the profile screen and the team list see it. */
export interface TeamUserDto {
  _id: number;
  username: string;
  email: string;
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  mobile: string;
  jobTitle: string;
  department: string;
  departmentSize: string;
  useIndividualAddress: boolean;
  addressLine1: string;
  addressLine2: string;
  county: string;
  postCode: string;
  country: string;
  statusId: number;
  typeId: string;
  roles: string[];
  accountId: number;
  isAdmin: boolean;
  accountDisabled: boolean;
  purchaseStatus: boolean;
}

/** The language a user chose; the mails to the user are written in it. */
export const ZUserLocale = z.object({ locale: z.enum(LOCALES) });
