import { z } from 'zod';
import { displayName, hasNoNulCharacter } from './common.js';
import { CATEGORY_NAME_MAX } from './limits.js';


export const categorySchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryRequestSchema = /* @__PURE__ */ z.object({
  name: displayName('Name', CATEGORY_NAME_MAX),
});
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;

/** A slug as it arrives in a path; unknown ones are a 404 later, only text no row can hold is refused. */
export const slugSchema = /* @__PURE__ */ z.string({ error: 'Slug is required' }).refine(hasNoNulCharacter, { error: 'Slug must not contain NUL characters' });

export const categorySlugParamsSchema = /* @__PURE__ */ z.object({ slug: slugSchema });

export const categoryListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string().optional(),
  category: z.array(categorySchema),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** Create and update reply with the category; delete replies with the message only. */
export const categoryWriteResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
  category: categorySchema.optional(),
});
export type CategoryWriteResponse = z.infer<typeof categoryWriteResponseSchema>;
