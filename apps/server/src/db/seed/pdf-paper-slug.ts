/**
 * Where the demo content's practice paper made from its PDF is found (`/tests/{slug}`). Its own module,
 * free of imports, so a benchmark can wait for the paper without loading the server's mock-test code.
 */
export const BUILT_IN_PDF_PAPER_SLUG = 'ssc-cgl-practice-paper-from-pdf';
