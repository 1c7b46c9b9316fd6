import type { ProductFormValues } from './product-form-values';

export interface KeptDraft {
  userId: string;
  values: ProductFormValues;
}

export interface TakenDraft {
  values: ProductFormValues;
  /** The name of a chosen photo that could not be kept (a reload came in between): choose it again. */
  photoToChooseAgain?: string;
}

/** Kept in memory with the chosen photo (a File), and in this tab's storage without it, for a reload. */
const inMemory = new Map<string, KeptDraft>();
const storageKey = (formKey: string) => `bidhub.kept-product-draft:${formKey}`;

interface StoredDraft {
  userId: string;
  values: Omit<ProductFormValues, 'photo'>;
  photoName?: string;
}

const isStoredDraft = (value: unknown): value is StoredDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredDraft).userId === 'string' &&
  typeof (value as StoredDraft).values === 'object' &&
  (value as StoredDraft).values !== null;

function readStored(formKey: string): StoredDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(formKey)) ?? 'null');
    return isStoredDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(formKey: string, draft: KeptDraft): void {
  inMemory.set(formKey, draft);
  const { photo, ...values } = draft.values;
  try {
    sessionStorage.setItem(storageKey(formKey), JSON.stringify({ userId: draft.userId, values, photoName: photo?.name } satisfies StoredDraft));
  } catch {
    // Storage full or refused: the copy in memory still serves the login that follows without a reload.
  }
}

/** The draft `userId` left in this form, if any; only that user gets it. */
export function peekDraft(formKey: string, userId: string | undefined): TakenDraft | undefined {
  if (userId === undefined) return undefined;
  const kept = inMemory.get(formKey);
  if (kept) return kept.userId === userId ? { values: kept.values } : undefined;
  const stored = readStored(formKey);
  if (stored?.userId !== userId) return undefined;
  return { values: stored.values as ProductFormValues, ...(stored.photoName !== undefined && { photoToChooseAgain: stored.photoName }) };
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
