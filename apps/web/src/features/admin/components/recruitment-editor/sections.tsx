import { CalendarCheck, Wand2 } from 'lucide-react';
import { memo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_KINDS,
  DOMICILE_RULES,
  POST_GENDERS,
  QUALIFICATIONS,
  RESERVATION_CATEGORIES,
  SECTORS,
  STATES,
} from '@jobportal/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { useOptionLabels, type LabelledOption } from '../../../../lib/option-label.ts';
import type { PathErrors } from '../../utils/errors.ts';
import { slugFromTitle, todayInIndia } from '../../utils/format.ts';
import {
  CENTRAL_RELAXATIONS,
  newDateRow,
  newFeeRow,
  newTextRow,
  rowKey,
  type CorrectionDraft,
  type DateKind,
  type EligibilityDraft,
  type FaqDraft,
  type FeeCategory,
  type LinkDraft,
  type LinkKind,
  type RecruitmentDraft,
  type RelaxationDraft,
  type ReservationCategory,
  type TextRowDraft,
} from '../../utils/recruitment-draft.ts';
import { bindFields, SelectField, TextareaField, TextField } from '../../../../components/form/fields.tsx';
import { EditorSection, rowLabel } from './fields.tsx';
import { RowList } from './row-list.tsx';
import { UploadsEditor } from './uploads-section.tsx';
import { VacanciesEditor } from './vacancies-editor.tsx';

/** A web address starts so (the same in every language). */
const URL_PLACEHOLDER = 'https://';

export type SetField = <K extends keyof RecruitmentDraft>(key: K, value: RecruitmentDraft[K]) => void;
type SectionProps = { draft: RecruitmentDraft; set: SetField; errors: PathErrors };

/**
 * A section that re-renders only when its own fields (or the errors) change: typing in the title
 * does not redraw the vacancy table. Updates are immutable, so an untouched field keeps its identity.
 */
function section<P extends SectionProps>(Component: ComponentType<P>, fields: ReadonlyArray<keyof RecruitmentDraft>) {
  return memo(Component, (before, after) => {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof P>;
    return [...keys].every((key) =>
      key === 'draft'
        ? fields.every((field) => before.draft[field] === after.draft[field])
        : before[key] === after[key],
    );
  });
}

const FEE_CATEGORIES: readonly FeeCategory[] = ['all', ...RESERVATION_CATEGORIES];
const LINK_KINDS: readonly LinkKind[] = ['apply', 'notification', 'official', 'syllabus', 'other'];

/** The jump links at the top of the editor, in page order. */
export const SECTION_IDS = [
  'basics',
  'tags',
  'dates',
  'fees',
  'age',
  'vacancies',
  'eligibility',
  'selection',
  'apply',
  'uploads',
  'faqs',
  'links',
  'trust',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

function BasicsSectionView({
  draft,
  set,
  errors,
  slugFollowsTitle,
  onSlugEdited,
}: SectionProps & { slugFollowsTitle: boolean; onSlugEdited: () => void }) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  const organisation = draft.organisation;
  return (
    <EditorSection id="basics" title={t('editor.sections.basics')}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="rec-title"
          label={t('editor.fields.title')}
          hint={t('editor.fields.titleHint')}
          value={draft.title}
          error={errors['title']}
          onChange={(value) => {
            set('title', value);
            if (slugFollowsTitle) set('slug', slugFromTitle(value));
          }}
        />
        <TextField id="rec-title-hi" lang="hi" label={t('editor.fields.titleHi')} {...bind('titleHi')} />
      </div>
      <div className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <TextField
          id="rec-slug"
          label={t('editor.fields.slug')}
          hint={slugFollowsTitle ? t('editor.fields.slugHintNew') : t('editor.fields.slugHint')}
          inputClassName="font-mono"
          value={draft.slug}
          error={errors['slug']}
          onChange={(value) => {
            onSlugEdited();
            set('slug', value);
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="sm:mt-6"
          disabled={!draft.title.trim() || slugFromTitle(draft.title) === draft.slug}
          onClick={() => set('slug', slugFromTitle(draft.title))}
        >
          <Wand2 />
          {t('editor.fields.suggestSlug')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          id="rec-org-name"
          label={t('editor.fields.organisationName')}
          value={organisation.name}
          error={errors['organisation.name']}
          onChange={(value) => set('organisation', { ...organisation, name: value })}
        />
        <TextField
          id="rec-org-short"
          label={t('editor.fields.organisationShortName')}
          value={organisation.shortName}
          error={errors['organisation.shortName']}
          onChange={(value) => set('organisation', { ...organisation, shortName: value })}
        />
        <TextField
          id="rec-org-website"
          type="url"
          inputMode="url"
          placeholder={URL_PLACEHOLDER}
          label={t('editor.fields.organisationWebsite')}
          value={organisation.website}
          error={errors['organisation.website']}
          onChange={(value) => set('organisation', { ...organisation, website: value })}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField id="rec-exam" label={t('editor.fields.examName')} {...bind('examName')} />
        <TextField id="rec-advert" label={t('editor.fields.advertisementNo')} {...bind('advertisementNo')} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextareaField id="rec-summary" label={t('editor.fields.summary')} {...bind('summary')} />
        <TextareaField id="rec-summary-hi" lang="hi" label={t('editor.fields.summaryHi')} {...bind('summaryHi')} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          id="rec-total"
          type="number"
          inputMode="numeric"
          min={0}
          label={t('editor.fields.totalVacancies')}
          {...bind('totalVacancies')}
        />
        <TextField id="rec-pay" label={t('editor.fields.payScale')} {...bind('payScale')} />
        <TextField id="rec-location" label={t('editor.fields.jobLocation')} {...bind('jobLocation')} />
      </div>
    </EditorSection>
  );
}

function CheckboxGroup({
  legend,
  options,
  chosen,
  onChange,
  error,
  id,
  columns = 'sm:grid-cols-3 lg:grid-cols-4',
}: {
  legend: string;
  options: readonly LabelledOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
  id: string;
  columns?: string;
}) {
  const { label } = useOptionLabels();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className={`mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 ${columns}`}>
        {options.map((option) => (
          <label key={option.slug} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={chosen.includes(option.slug)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.map((o) => o.slug).filter((slug) => slug === option.slug || chosen.includes(slug))
                    : chosen.filter((slug) => slug !== option.slug),
                )
              }
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TagsSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const { label } = useOptionLabels();
  return (
    <EditorSection id="tags" title={t('editor.sections.tags')}>
      <SelectField
        id="rec-sector"
        className="max-w-xs"
        label={t('editor.fields.sector')}
        placeholder={t('editor.fields.choose')}
        value={draft.sector}
        error={errors['sector']}
        options={SECTORS.map((sector) => ({ value: sector.slug, label: label(sector) }))}
        onChange={(value) => set('sector', value)}
      />
      <CheckboxGroup
        id="rec-qualifications"
        legend={t('editor.fields.qualifications')}
        options={QUALIFICATIONS}
        chosen={draft.qualifications}
        error={errors['qualifications']}
        columns="sm:grid-cols-4 lg:grid-cols-7"
        onChange={(chosen) => set('qualifications', chosen)}
      />
      <details className="rounded-lg border border-slate-200 p-3" open={draft.states.length > 0 || undefined}>
        <summary className="cursor-pointer text-sm font-medium">
          {draft.states.length === 0
            ? t('editor.fields.statesAllIndia')
            : t('editor.fields.statesChosen', { count: draft.states.length })}
        </summary>
        <div className="mt-3">
          <CheckboxGroup
            id="rec-states"
            legend={t('editor.fields.states')}
            options={STATES}
            chosen={draft.states}
            error={errors['states']}
            onChange={(chosen) => set('states', chosen)}
          />
          {draft.states.length > 0 ? (
            <Button type="button" variant="link" size="sm" className="mt-2 px-0" onClick={() => set('states', [])}>
              {t('editor.fields.clearStates')}
            </Button>
          ) : null}
          {draft.states.length > 0 ? (
            <SelectField
              id="rec-domicile"
              className="mt-3 max-w-md"
              label={t('editor.fields.domicile')}
              value={draft.domicile as '' | (typeof DOMICILE_RULES)[number]}
              error={errors['domicile']}
              options={[
                { value: '', label: t('editor.domicile.open') },
                ...DOMICILE_RULES.filter((rule) => rule !== 'open').map((rule) => ({
                  value: rule,
                  label: t(`editor.domicile.${rule}`),
                })),
              ]}
              onChange={(value) => set('domicile', value)}
            />
          ) : null}
        </div>
      </details>
    </EditorSection>
  );
}

function DatesSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const kindLabel = (kind: DateKind) => t(`dateKinds.${kind}`);
  return (
    <EditorSection
      id="dates"
      title={t('editor.sections.dates')}
      description={t('editor.dates.description')}
      error={errors['importantDates']}
    >
      <RowList
        rows={draft.importantDates}
        onChange={(rows) => set('importantDates', rows)}
        noun={(n) => t('editor.dates.row', { n })}
        addLabel={t('editor.dates.add')}
        create={() => newDateRow('other', '')}
        renderRow={(row, { index, prefix, patch }) => {
          const error = (field: string) => errors[`importantDates.${index}.${field}`];
          return (
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-[11rem_minmax(0,1.5fr)_9.5rem_9.5rem_minmax(0,1fr)]">
              <SelectField
                id={`date-${row.key}-kind`}
                className="col-span-2 sm:col-span-1"
                label={rowLabel(prefix, t('editor.dates.kind'))}
                value={row.kind}
                error={error('kind')}
                options={DATE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
                onChange={(kind) =>
                  // The label follows the kind until it is written by hand.
                  patch({
                    kind,
                    label:
                      row.label === '' || row.label === kindLabel(row.kind)
                        ? kind === 'other'
                          ? ''
                          : kindLabel(kind)
                        : row.label,
                  })
                }
              />
              <TextField
                id={`date-${row.key}-label`}
                className="col-span-2 sm:col-span-1"
                label={rowLabel(prefix, t('editor.dates.label'))}
                value={row.label}
                error={error('label')}
                onChange={(label) => patch({ label })}
              />
              <TextField
                id={`date-${row.key}-date`}
                type="date"
                label={rowLabel(prefix, t('editor.dates.date'))}
                value={row.date}
                error={error('date')}
                onChange={(date) => patch({ date })}
              />
              <TextField
                id={`date-${row.key}-end`}
                type="date"
                label={rowLabel(prefix, t('editor.dates.endDate'))}
                value={row.endDate}
                min={row.date || undefined}
                error={error('endDate')}
                onChange={(endDate) => patch({ endDate })}
              />
              <TextField
                id={`date-${row.key}-text`}
                className="col-span-2 lg:col-span-1"
                label={rowLabel(prefix, t('editor.dates.text'))}
                placeholder={t('editor.dates.textPlaceholder')}
                value={row.text}
                error={error('text')}
                onChange={(text) => patch({ text })}
              />
            </div>
          );
        }}
      />
    </EditorSection>
  );
}

function FeesSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  const categoryLabel = (category: FeeCategory) => t(`categories.${category}`);
  return (
    <EditorSection id="fees" title={t('editor.sections.fees')} error={errors['fees']}>
      <RowList
        rows={draft.fees}
        onChange={(rows) => set('fees', rows)}
        noun={(n) => t('editor.fees.row', { n })}
        addLabel={t('editor.fees.add')}
        emptyText={t('editor.fees.empty')}
        create={() => ({ ...newFeeRow(), label: categoryLabel('general') })}
        renderRow={(row, { index, prefix, patch }) => {
          const error = (field: string) => errors[`fees.${index}.${field}`];
          return (
            <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_9rem]">
              <SelectField
                id={`fee-${row.key}-category`}
                label={rowLabel(prefix, t('editor.fees.category'))}
                value={row.category}
                error={error('category')}
                options={FEE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
                onChange={(category) =>
                  patch({
                    category,
                    label:
                      row.label === '' || row.label === categoryLabel(row.category)
                        ? categoryLabel(category)
                        : row.label,
                  })
                }
              />
              <TextField
                id={`fee-${row.key}-label`}
                label={rowLabel(prefix, t('editor.fees.label'))}
                value={row.label}
                error={error('label')}
                onChange={(label) => patch({ label })}
              />
              <TextField
                id={`fee-${row.key}-amount`}
                type="number"
                inputMode="numeric"
                min={0}
                label={rowLabel(prefix, t('editor.fees.amount'))}
                value={row.amount}
                error={error('amount')}
                onChange={(amount) => patch({ amount })}
              />
            </div>
          );
        }}
      />
      <TextField
        id="rec-payment-modes"
        label={t('editor.fees.paymentModes')}
        hint={t('editor.fees.paymentModesHint')}
        {...bind('paymentModes')}
      />
    </EditorSection>
  );
}

function AgeSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const age = draft.ageLimit;
  const change = (changes: Partial<RecruitmentDraft['ageLimit']>) => set('ageLimit', { ...age, ...changes });
  return (
    <EditorSection id="age" title={t('editor.sections.age')}>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={age.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        {t('editor.age.enabled')}
      </label>
      {age.enabled ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="rec-age-min"
              type="number"
              inputMode="numeric"
              min={14}
              max={70}
              label={t('editor.age.min')}
              value={age.min}
              error={errors['ageLimit.min']}
              onChange={(min) => change({ min })}
            />
            <TextField
              id="rec-age-max"
              type="number"
              inputMode="numeric"
              min={14}
              max={70}
              label={t('editor.age.max')}
              value={age.max}
              error={errors['ageLimit.max']}
              onChange={(max) => change({ max })}
            />
            <TextField
              id="rec-age-as-on"
              type="date"
              label={t('editor.age.asOn')}
              value={age.asOn}
              error={errors['ageLimit.asOn']}
              onChange={(asOn) => change({ asOn })}
            />
          </div>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{t('editor.age.relaxations')}</h3>
            <RowList<RelaxationDraft>
              rows={age.relaxations}
              onChange={(relaxations) => change({ relaxations })}
              noun={(n) => t('editor.age.row', { n })}
              addLabel={t('editor.age.add')}
              emptyText={t('editor.age.empty')}
              create={() => ({ key: rowKey(), category: 'obc', years: '' })}
              renderRow={(row, { index, prefix, patch }) => (
                <div className="grid gap-3 sm:grid-cols-[12rem_9rem]">
                  <SelectField
                    id={`relax-${row.key}-category`}
                    label={rowLabel(prefix, t('editor.age.category'))}
                    value={row.category}
                    options={RESERVATION_CATEGORIES.map((category) => ({
                      value: category,
                      label: t(`categories.${category}`),
                    }))}
                    onChange={(category: ReservationCategory) => patch({ category })}
                  />
                  <TextField
                    id={`relax-${row.key}-years`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={20}
                    label={rowLabel(prefix, t('editor.age.years'))}
                    value={row.years}
                    error={errors[`ageLimit.relaxations.${index}.years`]}
                    onChange={(years) => patch({ years })}
                  />
                </div>
              )}
            />
            {age.relaxations.length === 0 ? (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    change({
                      relaxations: CENTRAL_RELAXATIONS.map((row) => ({
                        key: rowKey(),
                        category: row.category,
                        years: String(row.years),
                      })),
                    })
                  }
                >
                  <Wand2 />
                  {t('editor.age.central')}
                </Button>
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </EditorSection>
  );
}

function VacanciesSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="vacancies" title={t('editor.sections.vacancies')} error={errors['vacancies']}>
      <VacanciesEditor rows={draft.vacancies} onChange={(rows) => set('vacancies', rows)} errors={errors} />
    </EditorSection>
  );
}

function EligibilitySectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="eligibility" title={t('editor.sections.eligibility')} error={errors['eligibility']}>
      <RowList<EligibilityDraft>
        rows={draft.eligibility}
        onChange={(rows) => set('eligibility', rows)}
        noun={(n) => t('editor.eligibility.row', { n })}
        addLabel={t('editor.eligibility.add')}
        emptyText={t('editor.eligibility.empty')}
        create={() => ({
          key: rowKey(),
          post: '',
          text: '',
          textHi: '',
          qualifications: [],
          minAge: '',
          maxAge: '',
          domicile: '',
          gender: '',
        })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3">
            <TextField
              id={`elig-${row.key}-post`}
              label={rowLabel(prefix, t('editor.eligibility.post'))}
              value={row.post}
              error={errors[`eligibility.${index}.post`]}
              onChange={(post) => patch({ post })}
            />
            <div className="grid gap-3 md:grid-cols-2">
              <TextareaField
                id={`elig-${row.key}-text`}
                label={rowLabel(prefix, t('editor.eligibility.text'))}
                value={row.text}
                error={errors[`eligibility.${index}.text`]}
                onChange={(text) => patch({ text })}
              />
              <TextareaField
                id={`elig-${row.key}-text-hi`}
                lang="hi"
                label={rowLabel(prefix, t('editor.eligibility.textHi'))}
                value={row.textHi}
                error={errors[`eligibility.${index}.textHi`]}
                onChange={(textHi) => patch({ textHi })}
              />
            </div>
            <details
              className="rounded-lg border border-slate-200 p-3"
              open={
                row.qualifications.length > 0 ||
                row.minAge !== '' ||
                row.maxAge !== '' ||
                row.domicile !== '' ||
                row.gender !== '' ||
                undefined
              }
            >
              <summary className="cursor-pointer text-sm font-medium">{t('editor.eligibility.rules')}</summary>
              <p className="mt-1 text-sm text-slate-600">{t('editor.eligibility.rulesHint')}</p>
              <div className="mt-3 grid gap-3">
                <CheckboxGroup
                  id={`elig-${row.key}-qualifications`}
                  legend={t('editor.eligibility.qualifications')}
                  options={QUALIFICATIONS}
                  chosen={row.qualifications}
                  error={errors[`eligibility.${index}.qualifications`]}
                  columns="sm:grid-cols-4 lg:grid-cols-7"
                  onChange={(qualifications) => patch({ qualifications })}
                />
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <TextField
                    id={`elig-${row.key}-min-age`}
                    type="number"
                    inputMode="numeric"
                    min={14}
                    max={70}
                    label={rowLabel(prefix, t('editor.eligibility.minAge'))}
                    value={row.minAge}
                    error={errors[`eligibility.${index}.minAge`]}
                    onChange={(minAge) => patch({ minAge })}
                  />
                  <TextField
                    id={`elig-${row.key}-max-age`}
                    type="number"
                    inputMode="numeric"
                    min={14}
                    max={70}
                    label={rowLabel(prefix, t('editor.eligibility.maxAge'))}
                    value={row.maxAge}
                    error={errors[`eligibility.${index}.maxAge`]}
                    onChange={(maxAge) => patch({ maxAge })}
                  />
                  <SelectField
                    id={`elig-${row.key}-domicile`}
                    label={rowLabel(prefix, t('editor.eligibility.domicile'))}
                    value={row.domicile}
                    error={errors[`eligibility.${index}.domicile`]}
                    options={[
                      { value: '', label: t('editor.eligibility.domicileSame') },
                      ...DOMICILE_RULES.map((rule) => ({ value: rule, label: t(`editor.domicile.${rule}`) })),
                    ]}
                    onChange={(domicile) => patch({ domicile })}
                  />
                  <SelectField
                    id={`elig-${row.key}-gender`}
                    label={rowLabel(prefix, t('editor.eligibility.gender'))}
                    value={row.gender}
                    error={errors[`eligibility.${index}.gender`]}
                    options={[
                      { value: '', label: t('editor.eligibility.genderAny') },
                      ...POST_GENDERS.map((gender) => ({
                        value: gender,
                        label: t(`editor.eligibility.genders.${gender}`),
                      })),
                    ]}
                    onChange={(gender) => patch({ gender })}
                  />
                </div>
              </div>
            </details>
          </div>
        )}
      />
    </EditorSection>
  );
}

/** Rows of one line of text each: selection stages, steps to apply, documents. */
function TextRows({
  id,
  rows,
  onChange,
  errors,
  path,
  noun,
  addLabel,
  fieldLabel,
  emptyText,
}: {
  id: string;
  rows: TextRowDraft[];
  onChange: (rows: TextRowDraft[]) => void;
  errors: PathErrors;
  path: string;
  noun: (n: number) => string;
  addLabel: string;
  fieldLabel: string;
  emptyText: string;
}) {
  return (
    <RowList
      rows={rows}
      onChange={onChange}
      noun={noun}
      addLabel={addLabel}
      emptyText={emptyText}
      create={() => newTextRow()}
      renderRow={(row, { index, prefix, patch }) => (
        <TextField
          id={`${id}-${row.key}`}
          label={rowLabel(prefix, fieldLabel)}
          value={row.value}
          error={errors[`${path}.${index}`]}
          onChange={(value) => patch({ value })}
        />
      )}
    />
  );
}

function SelectionSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  return (
    <EditorSection id="selection" title={t('editor.sections.selection')}>
      <TextRows
        id="stage"
        rows={draft.selectionStages}
        onChange={(rows) => set('selectionStages', rows)}
        errors={errors}
        path="selectionStages"
        noun={(n) => t('editor.selection.row', { n })}
        addLabel={t('editor.selection.add')}
        fieldLabel={t('editor.selection.stage')}
        emptyText={t('editor.selection.empty')}
      />
      <TextareaField
        id="rec-exam-pattern"
        label={t('editor.selection.examPattern')}
        hint={t('editor.selection.examPatternHint')}
        inputClassName="font-mono"
        rows={6}
        {...bind('examPattern')}
      />
    </EditorSection>
  );
}

function ApplySectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="apply" title={t('editor.sections.apply')}>
      <TextRows
        id="step"
        rows={draft.howToApply}
        onChange={(rows) => set('howToApply', rows)}
        errors={errors}
        path="howToApply"
        noun={(n) => t('editor.apply.row', { n })}
        addLabel={t('editor.apply.add')}
        fieldLabel={t('editor.apply.step')}
        emptyText={t('editor.apply.empty')}
      />
      <h3 className="text-sm font-semibold">{t('editor.documents.title')}</h3>
      <TextRows
        id="document"
        rows={draft.documents}
        onChange={(rows) => set('documents', rows)}
        errors={errors}
        path="documents"
        noun={(n) => t('editor.documents.row', { n })}
        addLabel={t('editor.documents.add')}
        fieldLabel={t('editor.documents.document')}
        emptyText={t('editor.documents.empty')}
      />
    </EditorSection>
  );
}

function FaqsSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="faqs" title={t('editor.sections.faqs')}>
      <RowList<FaqDraft>
        rows={draft.faqs}
        onChange={(rows) => set('faqs', rows)}
        noun={(n) => t('editor.faqs.row', { n })}
        addLabel={t('editor.faqs.add')}
        emptyText={t('editor.faqs.empty')}
        create={() => ({ key: rowKey(), q: '', a: '' })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3">
            <TextField
              id={`faq-${row.key}-q`}
              label={rowLabel(prefix, t('editor.faqs.question'))}
              value={row.q}
              error={errors[`faqs.${index}.q`]}
              onChange={(q) => patch({ q })}
            />
            <TextareaField
              id={`faq-${row.key}-a`}
              label={rowLabel(prefix, t('editor.faqs.answer'))}
              value={row.a}
              error={errors[`faqs.${index}.a`]}
              onChange={(a) => patch({ a })}
            />
          </div>
        )}
      />
    </EditorSection>
  );
}

function LinksSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const kindLabel = (kind: LinkKind) => t(`linkKinds.${kind}`);
  return (
    <EditorSection id="links" title={t('editor.sections.links')}>
      <RowList<LinkDraft>
        rows={draft.links}
        onChange={(rows) => set('links', rows)}
        noun={(n) => t('editor.links.row', { n })}
        addLabel={t('editor.links.add')}
        emptyText={t('editor.links.empty')}
        create={() => ({ key: rowKey(), kind: 'apply', label: kindLabel('apply'), url: '' })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1.5fr)]">
            <SelectField
              id={`link-${row.key}-kind`}
              label={rowLabel(prefix, t('editor.links.kind'))}
              value={row.kind}
              options={LINK_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
              onChange={(kind) =>
                patch({
                  kind,
                  label:
                    row.label === '' || row.label === kindLabel(row.kind)
                      ? kind === 'other'
                        ? ''
                        : kindLabel(kind)
                      : row.label,
                })
              }
            />
            <TextField
              id={`link-${row.key}-label`}
              label={rowLabel(prefix, t('editor.links.label'))}
              value={row.label}
              error={errors[`links.${index}.label`]}
              onChange={(label) => patch({ label })}
            />
            <TextField
              id={`link-${row.key}-url`}
              type="url"
              inputMode="url"
              placeholder={URL_PLACEHOLDER}
              className="sm:col-span-2 lg:col-span-1"
              label={rowLabel(prefix, t('editor.links.url'))}
              value={row.url}
              error={errors[`links.${index}.url`]}
              onChange={(url) => patch({ url })}
            />
          </div>
        )}
      />
    </EditorSection>
  );
}

function TrustSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  const bind = bindFields(draft, errors, set);
  return (
    <EditorSection id="trust" title={t('editor.sections.trust')} description={t('editor.trust.description')}>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          id="rec-source"
          type="url"
          inputMode="url"
          placeholder={URL_PLACEHOLDER}
          label={t('editor.trust.source')}
          {...bind('officialSourceUrl')}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          <TextField id="rec-verified" type="date" label={t('editor.trust.lastVerified')} {...bind('lastVerifiedAt')} />
          <Button
            type="button"
            variant="outline"
            className="mt-6"
            onClick={() => set('lastVerifiedAt', todayInIndia())}
            disabled={draft.lastVerifiedAt === todayInIndia()}
          >
            <CalendarCheck />
            {t('editor.trust.today')}
          </Button>
        </div>
      </div>
      <h3 className="text-sm font-semibold">{t('editor.trust.corrections')}</h3>
      <RowList<CorrectionDraft>
        rows={draft.corrections}
        onChange={(rows) => set('corrections', rows)}
        noun={(n) => t('editor.trust.row', { n })}
        addLabel={t('editor.trust.add')}
        emptyText={t('editor.trust.empty')}
        create={() => ({ key: rowKey(), date: todayInIndia(), note: '' })}
        renderRow={(row, { index, prefix, patch }) => (
          <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <TextField
              id={`correction-${row.key}-date`}
              type="date"
              label={rowLabel(prefix, t('editor.trust.date'))}
              value={row.date}
              error={errors[`corrections.${index}.date`]}
              onChange={(date) => patch({ date })}
            />
            <TextField
              id={`correction-${row.key}-note`}
              label={rowLabel(prefix, t('editor.trust.note'))}
              value={row.note}
              error={errors[`corrections.${index}.note`]}
              onChange={(note) => patch({ note })}
            />
          </div>
        )}
      />
    </EditorSection>
  );
}

export const BasicsSection = section(BasicsSectionView, [
  'title',
  'titleHi',
  'slug',
  'organisation',
  'examName',
  'advertisementNo',
  'summary',
  'summaryHi',
  'totalVacancies',
  'payScale',
  'jobLocation',
]);

export const TagsSection = section(TagsSectionView, ['sector', 'states', 'qualifications', 'domicile']);

export const DatesSection = section(DatesSectionView, ['importantDates']);

export const FeesSection = section(FeesSectionView, ['fees', 'paymentModes']);

export const AgeSection = section(AgeSectionView, ['ageLimit']);

export const VacanciesSection = section(VacanciesSectionView, ['vacancies']);

export const EligibilitySection = section(EligibilitySectionView, ['eligibility']);

export const SelectionSection = section(SelectionSectionView, ['selectionStages', 'examPattern']);

export const ApplySection = section(ApplySectionView, ['howToApply', 'documents']);

function UploadsSectionView({ draft, set, errors }: SectionProps) {
  return <UploadsEditor rows={draft.uploadSpecs} onChange={(rows) => set('uploadSpecs', rows)} errors={errors} />;
}

export const UploadsSection = section(UploadsSectionView, ['uploadSpecs']);

export const FaqsSection = section(FaqsSectionView, ['faqs']);

export const LinksSection = section(LinksSectionView, ['links']);

export const TrustSection = section(TrustSectionView, ['officialSourceUrl', 'lastVerifiedAt', 'corrections']);
