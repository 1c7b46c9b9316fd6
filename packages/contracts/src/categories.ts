import { z } from 'zod';
import { requiredText } from './common.js';

export const CATEGORY_NAME_MAX = 60;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryRequestSchema = z.object({
  name: requiredText('Name', CATEGORY_NAME_MAX),
});
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;

export const categorySlugParamsSchema = z.object({ slug: z.string({ error: 'Slug is required' }) });

export const categoryListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  category: z.array(categorySchema),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** Create and update reply with the category; delete replies with the message only. */
export const categoryWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: categorySchema.optional(),
});
export type CategoryWriteResponse = z.infer<typeof categoryWriteResponseSchema>;
