import { AxiosError } from 'axios';

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
  const message: unknown = failure instanceof AxiosError ? failure.response?.data?.message : undefined;
  if (typeof message !== 'string') return undefined;
  const prefix = /^([a-zA-Z]+): /.exec(message)?.[1];
  if (prefix !== undefined) return fields.find((field) => field === prefix);
  const lower = message.toLowerCase();
  return fields.find((field) => [field.toLowerCase(), ...(FIELD_WORDS[field] ?? [])].some((word) => lower.startsWith(`${word} `)));
}
