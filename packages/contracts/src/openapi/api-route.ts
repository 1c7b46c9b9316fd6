import type { z } from 'zod';

/** A reply that is not JSON (a photo, an event stream): named by its media type only. */
export interface RawReply {
  description: string;
  contentType: string;
}

/**
 * One route of the API as the OpenAPI document shows it. Each feature lists its routes in one file
 * of this folder; the document is built from those lists, and a test fails when the Express app
 * serves a route no list names.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api/v1, OpenAPI style: '/wishlist/{productId}'. */
  path: string;
  summary: string;
  /** What the summary leaves out that a client must know (a paging rule, say). */
  description?: string;
  tag: string;
  /** 'user': a valid token (401 without); 'admin': an admin's token (403 for others). */
  auth?: 'user' | 'admin';
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /**
   * Every body may be JSON. `multipart: 'photo'`: also (and first) a form with the schema's fields and
   * an optional `photo` file; `'fields'`: also a form with the schema's fields alone. `optional`: the
   * body may be left out altogether.
   */
  body?: { schema: z.ZodType; multipart?: 'photo' | 'fields'; optional?: true };
  /** Success replies by status. Failures all share errorResponseSchema; list the likely ones in `errors`. */
  replies: Record<number, z.ZodType | RawReply>;
  errors?: number[];
  /** false where a signed-in reply never carries a renewed token in X-Session-Token (the bid). */
  renewsSession?: false;
}
