import { parse } from 'csv-parse/sync';
import { recruitmentContent, type ImportReport, type RecruitmentContent } from '@jobportal/shared';

/**
 * The CSV columns of a bulk import: one recruitment per line with its main facts. Lists (states,
 * qualifications) are separated by semicolons. Richer rows (fees, vacancies, FAQs) come with JSON,
 * which takes the full recruitment content contract.
 */
export const CSV_COLUMNS = [
  'slug',
  'title',
  'title_hi',
  'organisation_name',
  'organisation_short_name',
  'organisation_website',
  'sector',
  'states',
  'qualifications',
  'summary',
  'summary_hi',
  'total_vacancies',
  'application_start',
  'last_date',
  'apply_url',
  'official_source_url',
  'status',
] as const;

type Candidate = { row: number; value: unknown };

function csvCandidates(content: string): Candidate[] {
  const records = parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Array<
    Record<string, string>
  >;
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(';')
      .map((item) => item.trim())
      .filter(Boolean);
  const optional = (value: string | undefined) => (value ? value : undefined);
  const today = new Date().toISOString().slice(0, 10);
  return records.map((record, index) => ({
    // Line numbers as a spreadsheet shows them: the header is line 1.
    row: index + 2,
    value: {
      slug: record['slug'],
      title: record['title'],
      titleHi: optional(record['title_hi']),
      organisation: {
        name: record['organisation_name'],
        shortName: record['organisation_short_name'],
        website: record['organisation_website'],
      },
      summary: record['summary'],
      summaryHi: optional(record['summary_hi']),
      sector: record['sector'],
      states: list(record['states']),
      qualifications: list(record['qualifications']),
      status: optional(record['status']) ?? 'draft',
      totalVacancies: record['total_vacancies'] ? Number(record['total_vacancies']) : undefined,
      importantDates: [
        ...(record['application_start']
          ? [{ kind: 'application_start', label: 'Application starts', date: record['application_start'] }]
          : []),
        { kind: 'last_date', label: 'Last date to apply', date: optional(record['last_date']) },
      ],
      fees: [],
      paymentModes: [],
      vacancies: [],
      eligibility: [],
      selectionStages: [],
      howToApply: [],
      documents: [],
      faqs: [],
      links: record['apply_url'] ? [{ kind: 'apply', label: 'Apply online', url: record['apply_url'] }] : [],
      officialSourceUrl: record['official_source_url'],
      lastVerifiedAt: today,
      corrections: [],
      notices: [],
    },
  }));
}

function jsonCandidates(content: string): Candidate[] {
  const parsed: unknown = JSON.parse(content);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((value, index) => ({ row: index + 1, value }));
}

/**
 * Checks every row of an import against the content contract and against slugs that exist already or
 * repeat in the file. Returns the report (every row with its errors) and the rows that may be created.
 */
export async function checkImport(
  format: 'json' | 'csv',
  content: string,
  slugTaken: (slug: string) => Promise<boolean>,
): Promise<{ report: Omit<ImportReport, 'dryRun' | 'created'>; valid: RecruitmentContent[] }> {
  let candidates: Candidate[];
  try {
    candidates = format === 'csv' ? csvCandidates(content) : jsonCandidates(content);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    return {
      report: {
        total: 0,
        valid: 0,
        rows: [
          { row: 0, slug: null, ok: false, errors: [{ path: '', message: `The file could not be read: ${reason}` }] },
        ],
      },
      valid: [],
    };
  }
  const seen = new Set<string>();
  const rows: ImportReport['rows'] = [];
  const valid: RecruitmentContent[] = [];
  for (const candidate of candidates) {
    const result = recruitmentContent.safeParse(candidate.value);
    const slug =
      typeof (candidate.value as { slug?: unknown })?.slug === 'string'
        ? (candidate.value as { slug: string }).slug
        : null;
    const errors = result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    if (slug && seen.has(slug)) errors.push({ path: 'slug', message: 'appears twice in this file' });
    else if (slug && (await slugTaken(slug)))
      errors.push({ path: 'slug', message: 'is already used by a recruitment' });
    if (slug) seen.add(slug);
    rows.push({ row: candidate.row, slug, ok: errors.length === 0, errors });
    if (result.success && errors.length === 0) valid.push(result.data);
  }
  return { report: { total: candidates.length, valid: valid.length, rows }, valid };
}
