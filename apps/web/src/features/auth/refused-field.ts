import { errorFieldName, errorMessage } from '../../lib/api-client';

/** Words a server message may begin with for a field whose name is not the word people read. */
const FIELD_WORDS: Record<string, string[]> = {
  email: ['username'],
  newPassword: ['new password', 'password'],
};

/**
 * The form field a refusal is about, from the server's message: 'email: Username may use only…' or
 * 'Password must be at least 6 characters'. Undefined for one about the whole form ('Invalid
 * username or password', 'This username is already registered').
 */
export function refusedField<Field extends string>(failure: unknown, fields: readonly Field[]): Field | undefined {
  const named = errorFieldName(failure);
  if (named !== undefined) return fields.find((field) => field === named);
  const lower = errorMessage(failure, '').toLowerCase();
  return fields.find((field) => [field.toLowerCase(), ...(FIELD_WORDS[field] ?? [])].some((word) => lower.startsWith(`${word} `)));
}
