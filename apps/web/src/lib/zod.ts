/**
 * What `import … from 'zod'` means in the browser bundle (vite.config.ts aliases it here): zod,
 * configured before any schema exists. zod 4 compiles object parsers with `new Function` unless told
 * not to, after probing whether eval is allowed: under our strict CSP (no 'unsafe-eval') the probe
 * fails quietly but the browser reports a CSP violation on every page. Jitless parsing never probes.
 * Because every module that uses zod gets it through here, the configuration comes first wherever
 * zod is loaded, which is only in the chunks that validate forms (never the first load: see
 * api-client.ts).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
