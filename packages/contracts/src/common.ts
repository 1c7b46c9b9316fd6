import { z } from 'zod';

/** Every failure the API sends has this shape. */
export const errorResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string().optional(),
  /** Only the token checks (user-auth, admin-auth) send it, as the original client reads `ok`. */
  ok: z.literal(false).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Records are addressed by UUID strings, named `_id` in replies like the original document store did.
 * PostgreSQL writes them in lower case; one sent in upper case is the same id, and is lowered here
 * so that code comparing ids as text (a watchlist's known products) agrees.
 */
export const idSchema = /* @__PURE__ */ z.uuid({ error: 'Id must be a valid id' }).overwrite((id) => id.toLowerCase());

export const idParamsSchema = /* @__PURE__ */ z.object({ id: idSchema });

/** PostgreSQL text cannot hold NUL; refusing it here keeps it a 400 rather than a database error. */
export const hasNoNulCharacter = (text: string) => !text.includes('\u0000');

/** Half of a UTF-16 pair ('\ud800' in JSON) has no UTF-8 form: PostgreSQL would keep U+FFFD in its place. */
const BROKEN_CHARACTER = /\p{Cs}/u;

/** The refusal of a broken character in a field, which hashing too would turn into U+FFFD. */
export const brokenCharacterRefusal = (field: string) =>
  [(value: string) => !BROKEN_CHARACTER.test(value), { error: `${field} must not contain broken characters (half of a UTF-16 pair)` }] as const;

/** A text field's content as PostgreSQL can keep it: no NUL, no broken character, each a 400 naming the field. */
function storable(field: string, text: z.ZodString) {
  return text
    .refine(hasNoNulCharacter, { error: `${field} must not contain NUL characters` })
    .refine(...brokenCharacterRefusal(field));
}

/**
 * A field's message when it has the wrong type: 'required' only when it is missing. A name sent as
 * 5, or twice in a form (an array), is there, just not text.
 */
export const missingOr =
  (whenMissing: string, whenWrong: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? whenMissing : whenWrong;

/** Marks a field where '' (and null) stand for "not sent": the OpenAPI document says so (build-document.ts). */
export const EMPTY_MEANS_ABSENT = 'x-empty-means-absent';

/** A field a form sends empty when the user left it alone: '' or null is taken as not sent. */
export const optionalWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional()).meta({ [EMPTY_MEANS_ABSENT]: true });

/** A required, trimmed text field whose messages name the field. */
export function requiredText(field: string, maxLength: number) {
  return checkedText(field, maxLength, undefined);
}

/**
 * A title on one line, as the eye reads it: in NFC (a letter typed as one code point or as a letter
 * and its mark is one text, so search finds it either way), invisible format characters dropped as
 * in displayName, and any run of whitespace one space. Unlike displayName it keeps what NFKC would
 * fold: a seller's '½' or '™' is part of the title.
 */
export function lineText(field: string, maxLength: number) {
  return checkedText(field, maxLength, (typed) => asOneLine(typed.normalize('NFC')));
}

/**
 * Like requiredText in NFC, for text in lines: a browser sends a form's line breaks as CRLF, which
 * would count twice against the limit the user was shown; every break is kept as one LF.
 */
export function paragraphsText(field: string, maxLength: number) {
  return checkedText(field, maxLength, (typed) => typed.replace(/\r\n?/g, '\n').normalize('NFC'));
}

function checkedText(field: string, maxLength: number, prepare: ((typed: string) => string) | undefined) {
  const text = z.string({ error: missingOr(`${field} is required`, `${field} must be text`) });
  const checked = (prepare ? text.overwrite(prepare) : text)
    .trim()
    .min(1, { error: `${field} is required` })
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` });
  return storable(field, checked);
}

/**
 * Format characters, and first the joiners that sit between two characters outside ASCII: those
 * shape what is read (an emoji family, Persian or Indic words), so they stay; elsewhere, as between
 * Latin letters, a joiner only hides a look-alike.
 */
const INVISIBLE_FORMAT = /(?<=\P{ASCII})([\u200c\u200d])(?=\P{ASCII})|\p{Cf}/gu;
const keepJoiners = (_match: string, joiner: string | undefined) => joiner ?? '';
/** Invisible format characters dropped but for those joiners, and any run of whitespace one space. */
const asOneLine = (text: string) => text.replace(INVISIBLE_FORMAT, keepJoiners).replace(/\s+/gu, ' ');

/**
 * A name shown in lists and menus, in the one form a reader sees: compatibility forms folded (NFKC:
 * a full-width 'Ａｒｔ' is 'Art', an accent typed as a combining mark joins its letter), invisible
 * format characters (zero-width spaces) dropped but for the joiners that shape a word or an emoji, and any run of whitespace (a tab, a line break) one
 * space. Two names that look the same are then the same text, which the unique check can tell.
 */
export function displayName(field: string, maxLength: number) {
  return checkedText(field, maxLength, (typed) => asOneLine(typed.normalize('NFKC')));
}

/** An optional, trimmed text field that may be empty; its messages name the field. */
export function optionalText(field: string, maxLength: number) {
  const text = z
    .string({ error: `${field} must be text` })
    .trim()
    .max(maxLength, { error: `${field} must be at most ${maxLength} characters` });
  return storable(field, text).optional();
}

export const healthResponseSchema = /* @__PURE__ */ z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `?heartbeat=event` (or the header `X-Heartbeat: event`) on a live stream: the 15 s heartbeat also
 * comes as an event `ping` (empty data), beside its comment. EventSource hides comments, so only an
 * event lets a page notice a connection that went silent without closing (a phone changing networks)
 * and open a new one. The header is for fetch-streaming clients, whose URL then stays as it is.
 */
export const heartbeatKindSchema = /* @__PURE__ */ z.enum(['event'], { error: "heartbeat must be 'event'" }).optional();
export const heartbeatQuerySchema = /* @__PURE__ */ z.object({ heartbeat: heartbeatKindSchema });
export const heartbeatHeadersSchema = /* @__PURE__ */ z.object({ 'X-Heartbeat': heartbeatKindSchema });
