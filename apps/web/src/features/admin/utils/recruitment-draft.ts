import type { TFunction } from 'i18next';
import {
  type DATE_KINDS,
  type RESERVATION_CATEGORIES,
  recruitmentWrite,
  uploadSpec,
  type AdminNotice,
  type UploadBackground,
  type UploadFormat,
  type UploadKind,
  type UploadSpecInput,
  type JobDetail,
  type RecruitmentContent,
  type RecruitmentWrite,
} from '@jobportal/shared';
import { friendlyErrors, pathErrorsOf, type PathErrors } from './errors.ts';
import { todayInIndia } from './format.ts';
import { formatNumber } from '../../../lib/format.ts';

export type DateKind = (typeof DATE_KINDS)[number];
export type ReservationCategory = (typeof RESERVATION_CATEGORIES)[number];
export type FeeCategory = ReservationCategory | 'all';
export type LinkKind = 'apply' | 'notification' | 'official' | 'syllabus' | 'other';
export type LifecycleStatus = RecruitmentContent['status'];

/** Every row carries a `key` of its own, so rows keep their inputs (and focus) when reordered. */
type Keyed = { key: string };
export type DateRowDraft = Keyed & {
  kind: DateKind;
  label: string;
  labelHi: string;
  date: string;
  endDate: string;
  text: string;
};
export type FeeRowDraft = Keyed & { category: FeeCategory; label: string; amount: string };
export type RelaxationDraft = Keyed & { category: ReservationCategory; years: string };
export const VACANCY_COLUMNS = ['ur', 'obc', 'sc', 'st', 'ews'] as const;
export type VacancyColumn = (typeof VACANCY_COLUMNS)[number];
export type VacancyRowDraft = Keyed &
  Record<VacancyColumn, string> & { post: string; total: string; pwbd: string; esm: string; payLevel: string };
export type EligibilityDraft = Keyed & {
  post: string;
  text: string;
  textHi: string;
  /** Structured rules for "Can I apply?"; empty: the recruitment's. */
  qualifications: string[];
  minAge: string;
  maxAge: string;
  domicile: string;
  /** '' (anyone) or one of POST_GENDERS. */
  gender: string;
};
export type TextRowDraft = Keyed & { value: string };
export type FaqDraft = Keyed & { q: string; a: string };
export type LinkDraft = Keyed & { kind: LinkKind; label: string; url: string };
export type CorrectionDraft = Keyed & { date: string; note: string };
/** How a spec row gives its size: in pixels, in centimetres at a dpi, or not at all (a PDF). */
export type UploadUnit = 'px' | 'cm' | 'none';
export type UploadSpecDraft = Keyed & {
  kind: UploadKind;
  /** The document's name: only for `other`. */
  label: string;
  labelHi: string;
  unit: UploadUnit;
  widthPx: string;
  heightPx: string;
  widthCm: string;
  heightCm: string;
  dpi: string;
  minKb: string;
  maxKb: string;
  formats: UploadFormat[];
  /** '' when the notice says nothing. */
  background: '' | UploadBackground;
  nameAndDate: boolean;
  note: string;
  noteHi: string;
};

/**
 * The editor's form values: the recruitment content with every field as the inputs hold it (numbers
 * as typed text, empty strings for empty optional fields). `toContent` turns it into the contract.
 */
export type RecruitmentDraft = {
  slug: string;
  title: string;
  titleHi: string;
  organisation: { name: string; shortName: string; website: string };
  examName: string;
  advertisementNo: string;
  summary: string;
  summaryHi: string;
  sector: string;
  states: string[];
  qualifications: string[];
  /** '' (open to all India), 'required' or 'reservation_only' (DOMICILE_RULES). */
  domicile: string;
  status: LifecycleStatus;
  publishAt: string;
  totalVacancies: string;
  payScale: string;
  jobLocation: string;
  importantDates: DateRowDraft[];
  fees: FeeRowDraft[];
  paymentModes: string;
  ageLimit: { enabled: boolean; min: string; max: string; asOn: string; relaxations: RelaxationDraft[] };
  vacancies: VacancyRowDraft[];
  eligibility: EligibilityDraft[];
  selectionStages: TextRowDraft[];
  examPattern: string;
  howToApply: TextRowDraft[];
  documents: TextRowDraft[];
  uploadSpecs: UploadSpecDraft[];
  faqs: FaqDraft[];
  links: LinkDraft[];
  officialSourceUrl: string;
  lastVerifiedAt: string;
  corrections: CorrectionDraft[];
};

let lastKey = 0;
/** A key for a new row, unique for this page load. */
export const rowKey = () => `row-${++lastKey}`;

/** An upload row as the editor holds it. */
function fromUploadSpec(spec: UploadSpecInput): UploadSpecDraft {
  const unit: UploadUnit =
    spec.widthPx !== undefined || spec.heightPx !== undefined
      ? 'px'
      : spec.widthCm !== undefined || spec.heightCm !== undefined || spec.dpi !== undefined
        ? 'cm'
        : 'none';
  return {
    key: rowKey(),
    kind: spec.kind,
    label: str(spec.label),
    labelHi: str(spec.labelHi),
    unit,
    widthPx: str(spec.widthPx),
    heightPx: str(spec.heightPx),
    widthCm: str(spec.widthCm),
    heightCm: str(spec.heightCm),
    dpi: str(spec.dpi),
    minKb: str(spec.minKb),
    maxKb: str(spec.maxKb),
    formats: [...spec.formats],
    background: spec.background ?? '',
    nameAndDate: spec.nameAndDate ?? false,
    note: str(spec.note),
    noteHi: str(spec.noteHi),
  };
}

/** An upload row for the contract: only the size of its unit, the name only for `other`. */
function toUploadSpec(row: UploadSpecDraft): UploadSpecInput {
  const other = row.kind === 'other';
  return {
    kind: row.kind,
    label: other ? optional(row.label) : undefined,
    labelHi: other ? optional(row.labelHi) : undefined,
    ...(row.unit === 'px' ? { widthPx: number(row.widthPx), heightPx: number(row.heightPx) } : {}),
    ...(row.unit === 'cm'
      ? { widthCm: number(row.widthCm), heightCm: number(row.heightCm), dpi: number(row.dpi) }
      : {}),
    minKb: number(row.minKb) as number,
    maxKb: number(row.maxKb) as number,
    formats: row.formats,
    background: row.background || undefined,
    nameAndDate: row.kind === 'photo' && row.nameAndDate,
    note: optional(row.note),
    noteHi: optional(row.noteHi),
  };
}

/** The usual central-government relaxations (domain notes §1): a starting point, always editable. */
export const CENTRAL_RELAXATIONS: ReadonlyArray<{ category: ReservationCategory; years: number }> = [
  { category: 'obc', years: 3 },
  { category: 'sc', years: 5 },
  { category: 'st', years: 5 },
  { category: 'pwbd', years: 10 },
];

export const newDateRow = (kind: DateKind = 'other', label = ''): DateRowDraft => ({
  key: rowKey(),
  kind,
  label,
  labelHi: '',
  date: '',
  endDate: '',
  text: '',
});
export const newFeeRow = (): FeeRowDraft => ({ key: rowKey(), category: 'general', label: '', amount: '' });
export const newVacancyRow = (): VacancyRowDraft => ({
  key: rowKey(),
  post: '',
  ur: '',
  obc: '',
  sc: '',
  st: '',
  ews: '',
  total: '',
  pwbd: '',
  esm: '',
  payLevel: '',
});
export const newTextRow = (value = ''): TextRowDraft => ({ key: rowKey(), value });
/** A new upload row: a JPEG in pixels, the rest to fill in. */
export const newUploadRow = (kind: UploadKind = 'photo'): UploadSpecDraft => ({
  key: rowKey(),
  kind,
  label: '',
  labelHi: '',
  unit: kind === 'other' ? 'none' : 'px',
  widthPx: '',
  heightPx: '',
  widthCm: '',
  heightCm: '',
  dpi: '',
  minKb: '',
  maxKb: '',
  formats: kind === 'other' ? ['pdf'] : ['jpeg'],
  background: '',
  nameAndDate: false,
  note: '',
  noteHi: '',
});

/**
 * A new recruitment: the two dates every notice has (labelled by `dateLabel`), verified today,
 * nothing else assumed.
 */
export function emptyDraft(dateLabel: (kind: DateKind) => string, today = todayInIndia()): RecruitmentDraft {
  return {
    slug: '',
    title: '',
    titleHi: '',
    organisation: { name: '', shortName: '', website: '' },
    examName: '',
    advertisementNo: '',
    summary: '',
    summaryHi: '',
    sector: '',
    states: [],
    qualifications: [],
    domicile: '',
    status: 'draft',
    publishAt: '',
    totalVacancies: '',
    payScale: '',
    jobLocation: '',
    importantDates: [
      newDateRow('application_start', dateLabel('application_start')),
      newDateRow('last_date', dateLabel('last_date')),
    ],
    fees: [],
    paymentModes: '',
    ageLimit: { enabled: false, min: '', max: '', asOn: '', relaxations: [] },
    vacancies: [],
    eligibility: [],
    selectionStages: [],
    examPattern: '',
    howToApply: [],
    documents: [],
    uploadSpecs: [],
    faqs: [],
    links: [],
    officialSourceUrl: '',
    lastVerifiedAt: today,
    corrections: [],
  };
}

const str = (value: string | number | undefined | null) => (value === undefined || value === null ? '' : String(value));

/** The form values of a saved recruitment. */
export function fromContent(content: RecruitmentContent): RecruitmentDraft {
  return {
    slug: content.slug,
    title: content.title,
    titleHi: str(content.titleHi),
    organisation: { ...content.organisation },
    examName: str(content.examName),
    advertisementNo: str(content.advertisementNo),
    summary: content.summary,
    summaryHi: str(content.summaryHi),
    sector: content.sector,
    states: [...content.states],
    qualifications: [...content.qualifications],
    domicile: content.domicile ?? '',
    status: content.status,
    publishAt: str(content.publishAt),
    totalVacancies: str(content.totalVacancies),
    payScale: str(content.payScale),
    jobLocation: str(content.jobLocation),
    importantDates: content.importantDates.map((row) => ({
      key: rowKey(),
      kind: row.kind,
      label: row.label,
      labelHi: str(row.labelHi),
      date: str(row.date),
      endDate: str(row.endDate),
      text: str(row.text),
    })),
    fees: content.fees.map((row) => ({
      key: rowKey(),
      category: row.category,
      label: row.label,
      amount: str(row.amount),
    })),
    paymentModes: content.paymentModes.join(', '),
    ageLimit: content.ageLimit
      ? {
          enabled: true,
          min: str(content.ageLimit.min),
          max: str(content.ageLimit.max),
          asOn: content.ageLimit.asOn,
          relaxations: content.ageLimit.relaxations.map((row) => ({
            key: rowKey(),
            category: row.category,
            years: str(row.years),
          })),
        }
      : { enabled: false, min: '', max: '', asOn: '', relaxations: [] },
    vacancies: content.vacancies.map((row) => ({
      key: rowKey(),
      post: row.post,
      ur: str(row.ur),
      obc: str(row.obc),
      sc: str(row.sc),
      st: str(row.st),
      ews: str(row.ews),
      total: str(row.total),
      pwbd: str(row.pwbd),
      esm: str(row.esm),
      payLevel: str(row.payLevel),
    })),
    eligibility: content.eligibility.map((row) => ({
      key: rowKey(),
      post: row.post,
      text: row.text,
      textHi: str(row.textHi),
      qualifications: [...(row.qualifications ?? [])],
      minAge: str(row.minAge),
      maxAge: str(row.maxAge),
      domicile: row.domicile ?? '',
      gender: row.gender ?? '',
    })),
    selectionStages: content.selectionStages.map((value) => newTextRow(value)),
    examPattern: str(content.examPattern),
    howToApply: content.howToApply.map((value) => newTextRow(value)),
    documents: content.documents.map((value) => newTextRow(value)),
    uploadSpecs: (content.uploadSpecs ?? []).map(fromUploadSpec),
    faqs: content.faqs.map((row) => ({ key: rowKey(), q: row.q, a: row.a })),
    links: content.links.map((row) => ({ key: rowKey(), kind: row.kind, label: row.label, url: row.url })),
    officialSourceUrl: content.officialSourceUrl,
    lastVerifiedAt: content.lastVerifiedAt,
    corrections: content.corrections.map((row) => ({ key: rowKey(), date: row.date, note: row.note })),
  };
}

/** Empty optional text is absent, not "". */
const optional = (value: string) => (value.trim() === '' ? undefined : value);
/** A typed number, or undefined for an empty field (the contract then says what is missing). */
const number = (value: string) => (value.trim() === '' ? undefined : Number(value));
/** A vacancy cell left empty means none. */
const cell = (value: string) => (value.trim() === '' ? 0 : Number(value));

/** UR + OBC + SC + ST + EWS of a vacancy row (PwBD and ex-servicemen are horizontal: not added). */
export function vacancySum(row: Pick<VacancyRowDraft, VacancyColumn>): number {
  return VACANCY_COLUMNS.reduce((sum, column) => sum + (Number.isFinite(cell(row[column])) ? cell(row[column]) : 0), 0);
}

/** The total as saved: the typed one, or the sum of the categories when the field is left empty. */
export function vacancyTotal(row: VacancyRowDraft): number {
  return row.total.trim() === '' ? vacancySum(row) : Number(row.total);
}

/** True when a typed total differs from the categories' sum: the contract refuses such a row. */
export function vacancyMismatch(row: VacancyRowDraft): boolean {
  return row.total.trim() !== '' && Number(row.total) !== vacancySum(row);
}

const list = (rows: TextRowDraft[]) => rows.map((row) => row.value);

/** The draft as the write contract takes it. */
export function toContent(draft: RecruitmentDraft): RecruitmentWrite {
  return {
    slug: draft.slug.trim(),
    title: draft.title,
    titleHi: optional(draft.titleHi),
    organisation: {
      name: draft.organisation.name,
      shortName: draft.organisation.shortName,
      website: draft.organisation.website.trim(),
    },
    examName: optional(draft.examName),
    advertisementNo: optional(draft.advertisementNo),
    summary: draft.summary,
    summaryHi: optional(draft.summaryHi),
    sector: draft.sector as RecruitmentWrite['sector'],
    states: draft.states as RecruitmentWrite['states'],
    qualifications: draft.qualifications as RecruitmentWrite['qualifications'],
    domicile: optional(draft.domicile) as RecruitmentWrite['domicile'],
    status: draft.status,
    publishAt: optional(draft.publishAt),
    totalVacancies: number(draft.totalVacancies),
    payScale: optional(draft.payScale),
    jobLocation: optional(draft.jobLocation),
    importantDates: draft.importantDates.map((row) => ({
      kind: row.kind,
      label: row.label,
      labelHi: optional(row.labelHi),
      date: optional(row.date),
      endDate: optional(row.endDate),
      text: optional(row.text),
    })),
    fees: draft.fees.map((row) => ({
      category: row.category,
      label: row.label,
      amount: number(row.amount) as number,
    })),
    paymentModes: draft.paymentModes
      .split(',')
      .map((mode) => mode.trim())
      .filter(Boolean),
    ageLimit: draft.ageLimit.enabled
      ? {
          min: number(draft.ageLimit.min) as number,
          max: number(draft.ageLimit.max) as number,
          asOn: draft.ageLimit.asOn,
          relaxations: draft.ageLimit.relaxations.map((row) => ({
            category: row.category,
            years: number(row.years) as number,
          })),
        }
      : undefined,
    vacancies: draft.vacancies.map((row) => ({
      post: row.post,
      ur: cell(row.ur),
      obc: cell(row.obc),
      sc: cell(row.sc),
      st: cell(row.st),
      ews: cell(row.ews),
      pwbd: number(row.pwbd),
      esm: number(row.esm),
      total: vacancyTotal(row),
      payLevel: optional(row.payLevel),
    })),
    eligibility: draft.eligibility.map((row) => ({
      post: row.post,
      text: row.text,
      textHi: optional(row.textHi),
      qualifications: (row.qualifications.length > 0
        ? row.qualifications
        : undefined) as RecruitmentWrite['eligibility'][number]['qualifications'],
      minAge: number(row.minAge),
      maxAge: number(row.maxAge),
      domicile: optional(row.domicile) as RecruitmentWrite['eligibility'][number]['domicile'],
      gender: optional(row.gender) as RecruitmentWrite['eligibility'][number]['gender'],
    })),
    selectionStages: list(draft.selectionStages),
    examPattern: optional(draft.examPattern),
    howToApply: list(draft.howToApply),
    documents: list(draft.documents),
    uploadSpecs: draft.uploadSpecs.map(toUploadSpec),
    faqs: draft.faqs.map((row) => ({ q: row.q, a: row.a })),
    links: draft.links.map((row) => ({ kind: row.kind, label: row.label, url: row.url.trim() })),
    officialSourceUrl: draft.officialSourceUrl.trim(),
    lastVerifiedAt: draft.lastVerifiedAt,
    corrections: draft.corrections.map((row) => ({ date: row.date, note: row.note })),
    // Notices are written on their own (`/api/admin/notices`).
    notices: [],
  };
}

/** A comparable form of the draft (row keys left out): equal snapshots mean nothing to save. */
export function snapshot(draft: RecruitmentDraft): string {
  return JSON.stringify(toContent(draft));
}

/** The upload-spec contract's messages (upload-specs.ts, recruitment-content.ts) the editor can meet. */
const UPLOAD_ERRORS: Record<string, 'kbRange' | 'nameDocument' | 'bothSizes' | 'cmSize' | 'onePerKind'> = {
  'must not be below the smallest size': 'kbRange',
  'name the document': 'nameDocument',
  'give both the width and the height': 'bothSizes',
  'give the width, the height and the dpi': 'cmSize',
  'one row per kind': 'onePerKind',
};

/**
 * What the contract would say about the draft, by full path, in plain words. The vacancy totals and
 * the age range are checked here too: the contract's own check of them only runs once everything
 * else is valid.
 */
export function validateDraft(draft: RecruitmentDraft, t: TFunction<'admin'>): PathErrors {
  const result = recruitmentWrite.safeParse(toContent(draft), { error: friendlyErrors(t) });
  const errors = result.success ? {} : pathErrorsOf(result.error.issues);
  // The upload-spec contract's own rules, in the interface language.
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path[0] === 'uploadSpecs' && issue.code === 'custom' ? UPLOAD_ERRORS[issue.message] : undefined;
    if (key) errors[issue.path.join('.')] = t(`editor.uploads.errors.${key}`);
  }
  draft.vacancies.forEach((row, index) => {
    if (vacancyMismatch(row)) {
      errors[`vacancies.${index}.total`] ??= t('editor.vacancies.mismatch', {
        sum: formatNumber(vacancySum(row)),
      });
    }
  });
  const { enabled, min, max } = draft.ageLimit;
  if (enabled && min !== '' && max !== '' && Number(min) > Number(max)) {
    errors['ageLimit.max'] ??= t('editor.age.maxBelowMin');
  }
  return errors;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The draft shaped as the public job page receives it, for "preview as users will see it". Lenient:
 * half-filled rows show as they are.
 */
export function toPreviewJob(
  draft: RecruitmentDraft,
  options: { id?: string; publishedAt?: string | null; notices?: AdminNotice[]; today?: string } = {},
): JobDetail {
  const content = toContent(draft);
  const today = options.today ?? todayInIndia();
  const dateOf = (kind: DateKind) => content.importantDates.find((row) => row.kind === kind && row.date)?.date ?? null;
  const lastDate = dateOf('last_date');
  const daysLeft = lastDate ? daysBetween(today, lastDate) : null;
  const safe = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : 0);
  return {
    id: options.id ?? 'preview',
    slug: content.slug || 'preview',
    title: content.title,
    titleHi: content.titleHi ?? null,
    organisation: content.organisation.name,
    organisationShortName: content.organisation.shortName,
    sector: content.sector,
    states: content.states,
    qualifications: content.qualifications,
    totalVacancies:
      content.totalVacancies !== undefined && Number.isFinite(content.totalVacancies) ? content.totalVacancies : null,
    applicationStart: dateOf('application_start'),
    lastDate,
    publishedAt: options.publishedAt ?? null,
    daysLeft,
    isNew: false,
    expired: daysLeft !== null && daysLeft < 0,
    summary: content.summary,
    summaryHi: content.summaryHi ?? null,
    examName: content.examName ?? null,
    advertisementNo: content.advertisementNo ?? null,
    organisationWebsite: content.organisation.website,
    payScale: content.payScale ?? null,
    jobLocation: content.jobLocation ?? null,
    officialSourceUrl: content.officialSourceUrl,
    lastVerifiedAt: content.lastVerifiedAt || null,
    details: {
      importantDates: content.importantDates.map((row) => ({ ...row })),
      fees: content.fees.map((row) => ({ ...row, amount: safe(row.amount) })),
      paymentModes: content.paymentModes,
      ageLimit:
        content.ageLimit && draft.ageLimit.asOn
          ? {
              min: safe(content.ageLimit.min),
              max: safe(content.ageLimit.max),
              asOn: content.ageLimit.asOn,
              relaxations: content.ageLimit.relaxations.map((row) => ({ ...row, years: safe(row.years) })),
            }
          : undefined,
      vacancies: content.vacancies.map((row) => ({
        ...row,
        ur: safe(row.ur),
        obc: safe(row.obc),
        sc: safe(row.sc),
        st: safe(row.st),
        ews: safe(row.ews),
        total: safe(row.total),
      })),
      domicile: content.domicile,
      eligibility: content.eligibility.map((row) => ({ ...row })),
      selectionStages: content.selectionStages.filter(Boolean),
      examPattern: content.examPattern,
      howToApply: content.howToApply.filter(Boolean),
      documents: content.documents.filter(Boolean),
      // The preview shows the rows the contract accepts (a half-filled row is not one yet).
      uploadSpecs: (content.uploadSpecs ?? []).flatMap((row) => {
        const checked = uploadSpec.safeParse(row);
        return checked.success ? [checked.data] : [];
      }),
      faqs: content.faqs.filter((row) => row.q),
      links: content.links.filter((row) => row.url),
      corrections: content.corrections.filter((row) => row.note),
    },
    notices: (options.notices ?? [])
      .filter((notice) => notice.status === 'published')
      .map((notice) => ({
        id: notice.id,
        type: notice.type,
        title: notice.title,
        titleHi: notice.titleHi,
        date: notice.date,
        pdfFileId: notice.pdf?.fileId ?? null,
        objectionStart: notice.objectionStart,
        objectionEnd: notice.objectionEnd,
        objectionFeePerQuestion: notice.objectionFeePerQuestion,
        examDate: notice.examDate,
        examDateStatus:
          notice.examDateStatus === 'tentative' || notice.examDateStatus === 'confirmed' ? notice.examDateStatus : null,
      })),
  };
}
