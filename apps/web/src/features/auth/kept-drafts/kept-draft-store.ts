/** A form's values as its inputs hold them: text, and any chosen file (a File cannot be stored). */
export type DraftValues = object;

export interface KeptDraft<V extends DraftValues> {
  userId: string;
  values: V;
  /** Kept because the user left the form unsaved, not because their session ended under it. */
  left?: true;
}

export interface TakenDraft<V extends DraftValues> {
  values: V;
  /** The name of a chosen file that could not be kept (a reload came in between): choose it again. */
  fileToChooseAgain?: string;
  left?: true;
}

/** Kept in memory with any chosen file, and in this tab's storage without it, for a reload. */
const inMemory = new Map<string, KeptDraft<DraftValues>>();
const storageKey = (formKey: string) => `bidhub.kept-draft:${formKey}`;

interface StoredDraft {
  userId: string;
  values: Record<string, unknown>;
  fileName?: string;
  left?: true;
}

/** What keepDraft writes: the user, and text only (files are left out, unset fields vanish in JSON). */
const isStoredDraft = (value: unknown): value is StoredDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredDraft).userId === 'string' &&
  typeof (value as StoredDraft).values === 'object' &&
  (value as StoredDraft).values !== null &&
  Object.values((value as StoredDraft).values).every((field) => typeof field === 'string');

function readStored(formKey: string): StoredDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(formKey)) ?? 'null');
    return isStoredDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The values without their files, and the name of the first file left out. */
function storable({ userId, values, left }: KeptDraft<DraftValues>): StoredDraft {
  const entries = Object.entries(values);
  const file = entries.find((entry): entry is [string, File] => entry[1] instanceof File)?.[1];
  return { userId, values: Object.fromEntries(entries.filter(([, value]) => !(value instanceof File))), ...(file && { fileName: file.name }), ...(left && { left }) };
}

export function keepDraft<V extends DraftValues>(formKey: string, draft: KeptDraft<V>): void {
  inMemory.set(formKey, draft);
  try {
    sessionStorage.setItem(storageKey(formKey), JSON.stringify(storable(draft)));
  } catch {
    // Storage full or refused: the copy in memory still serves the login that follows without a reload.
  }
}

/** The draft `userId` left in this form, if any; only that user gets it. */
export function peekDraft<V extends DraftValues>(formKey: string, userId: string | undefined): TakenDraft<V> | undefined {
  if (userId === undefined) return undefined;
  const kept = inMemory.get(formKey);
  if (kept) return kept.userId === userId ? { values: kept.values as V, ...(kept.left && { left: true as const }) } : undefined;
  const stored = readStored(formKey);
  if (stored?.userId !== userId) return undefined;
  return { values: stored.values as V, ...(stored.fileName !== undefined && { fileToChooseAgain: stored.fileName }), ...(stored.left && { left: true as const }) };
}

/** Handed out once: the form that got it holds it from now on. */
export function forgetDraft(formKey: string): void {
  inMemory.delete(formKey);
  try {
    sessionStorage.removeItem(storageKey(formKey));
  } catch {
    // Nothing kept where storage is refused.
  }
}
