import { z } from 'zod';
import { brokenCharacterRefusal, missingOr, optionalText, optionalWhenEmpty, requiredText } from './common.js';
import { LIMITS } from './limits.js';

/**
 * A new password: six spaces are six characters, and no secret. Counted composed (NFC), as it is
 * hashed: 'éééé' typed with combining accents was eight characters, and long enough (outside audit R6).
 */
const password = (field: string) =>
  z
    .string({ error: missingOr(`${field} is required`, `${field} must be text`) })
    .overwrite((text) => text.normalize('NFC'))
    .min(LIMITS.passwordMin, { error: `${field} must be at least ${LIMITS.passwordMin} characters` })
    .max(LIMITS.passwordMax, { error: `${field} must be at most ${LIMITS.passwordMax} characters` })
    .refine((text) => text.trim() !== '', { error: `${field} must not be only spaces` })
    // Hashed as UTF-8, half of a UTF-16 pair became U+FFFD, and another such half signed in (outside audit R7).
    .refine(...brokenCharacterRefusal(field));

/**
 * The username travels in the `email` field, as in the original app. In its compatibility form
 * (NFKC): 'café' typed with a combining accent is the name with a precomposed one, and a full-width
 * 'ＤＥＭＯ' is 'DEMO', so nobody registers a copy that reads as another bidder's name.
 */
const username = requiredText('Username', LIMITS.username).transform((name) => name.normalize('NFKC'));

/** Two spellings of one username fold to the same text: trimmed, in the form above, in any case. */
export const foldedUsername = (name: string) => name.trim().normalize('NFKC').toLowerCase();

/**
 * Usernames are shown publicly (leader, ledger): a new one may not hold characters that print as
 * nothing or reorder text (controls, zero-width and direction marks, broken surrogates), with which
 * it could pass for someone else's.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/**
 * Latin letters among Cyrillic or Greek ones: 'dеmo-admin' with a Cyrillic 'е' prints as
 * 'demo-admin'. A name in one alphabet (Latin, Cyrillic, Devanagari...) with digits and marks is fine.
 */
const LATIN = /\p{Script=Latin}/u;
const LATIN_LOOK_ALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const mixesAlphabets = (name: string) => LATIN.test(name) && LATIN_LOOK_ALIKE_SCRIPTS.test(name);
/**
 * Punctuation and math or modifier symbols from outside ASCII, as they stand after NFKC (which
 * already turns a full-width '－' into '-'): 'demo\u2010admin', with a typographic hyphen, prints as
 * 'demo-admin'. Letters and digits of any alphabet, and emoji, stay allowed.
 */
const LOOK_ALIKE_PUNCTUATION = /(?![\p{ASCII}])[\p{P}\p{Sm}\p{Sk}]/u;
const hasLookAlikePunctuation = (name: string) => LOOK_ALIKE_PUNCTUATION.test(name.normalize('NFKC'));
const newUsername = requiredText('Username', LIMITS.username)
  .refine((name) => !INVISIBLE_CHARACTER.test(name), { error: 'Username must not contain control or invisible characters' })
  .refine((name) => !mixesAlphabets(name), { error: 'Username must not mix Latin letters with Cyrillic or Greek ones' })
  .refine((name) => !hasLookAlikePunctuation(name), { error: 'Username may use only the keyboard\'s own punctuation, such as - _ . @' })
  .transform((name) => name.normalize('NFKC'));

/**
 * A phone number is text (leading zeros, '+91 ...'), but a client that sends digits as a JSON number
 * means the same number: the spec sets no format, so it is taken as its digits instead of refused.
 */
const phone = () =>
  z
    .union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String)], {
      error: missingOr('Phone is required', 'Phone must be text, or its digits as a whole number'),
    })
    .pipe(requiredText('Phone', LIMITS.phone));

export const registerRequestSchema = /* @__PURE__ */ z.object({
  name: requiredText('Name', LIMITS.name),
  email: newUsername,
  password: password('Password'),
  phone: phone(),
  address: optionalText('Address', LIMITS.address),
  answer: requiredText('Answer', LIMITS.answer),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = /* @__PURE__ */ z.object({
  email: username,
  password: z.string({ error: missingOr('Password is required', 'Password must be text') }).min(1, { error: 'Password is required' }).max(LIMITS.passwordMax, {
    error: `Password must be at most ${LIMITS.passwordMax} characters`,
  }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = /* @__PURE__ */ z.object({
  email: username,
  answer: requiredText('Answer', LIMITS.answer),
  newPassword: password('New password'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** An empty field means "leave unchanged", as the profile form sends every field. */
export const updateProfileRequestSchema = /* @__PURE__ */ z.object({
  name: optionalWhenEmpty(requiredText('Name', LIMITS.name)),
  password: optionalWhenEmpty(password('Password')),
  phone: optionalWhenEmpty(phone()),
  address: optionalText('Address', LIMITS.address),
  answer: optionalWhenEmpty(requiredText('Answer', LIMITS.answer)),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const publicUserSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  role: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const registerResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authCheckResponseSchema = /* @__PURE__ */ z.object({ ok: z.boolean(), message: z.string().optional() });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/** GET /auth/profile: the signed-in account as stored now, which another device may have changed since this one signed in. */
export const profileResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  user: publicUserSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const updateProfileResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
  updatedUser: publicUserSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
