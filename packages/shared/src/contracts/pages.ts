import { z } from 'zod';

/** `GET /api/pages/{slug}`: an admin-authored page; `body` is Markdown, rendered without raw HTML. */
export const contentPage = z
  .object({ slug: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPage>;

export const pageSlug = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
