import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to, after probing whether eval
 * is allowed: under our strict CSP (no 'unsafe-eval') the probe fails quietly but the browser reports
 * a CSP violation on every page. Jitless parsing never probes. Zod decides when a schema is created,
 * and the shared contracts create theirs when their module loads: main.tsx imports this module first.
 */
z.config({ jitless: true });
