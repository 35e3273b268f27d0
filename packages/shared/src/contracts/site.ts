import { z } from 'zod';

/** `GET /api/site`: facts about this installation the UI shows. */
export const siteInfo = z
  .object({
    demoContent: z.boolean().describe('the fictional demo content is loaded: show the demo data mark'),
    publicContent: z
      .boolean()
      .describe('PUBLIC_CONTENT: recruitments, notices, stories and pages are readable without an account'),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfo>;
