import { useTranslation } from '../../../../lib/use-translation.ts';
import { SECTORS, type SectorSlug } from '@jobportal/shared';
import { PAPER_MARKINGS, paperMarking } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { NumberField, SelectField, TextField } from '../../../../components/form/fields.tsx';
import type { PaperDetails } from '@jobportal/shared/domain/mock-tests/paper-crop/index';

/** The details as typed: the minutes as text until they are sent. */
export type DetailsForm = Omit<PaperDetails, 'durationMinutes'> & { durationMinutes: string };

export const INITIAL_DETAILS: DetailsForm = {
  slug: '',
  title: '',
  titleHi: '',
  exam: '',
  sector: 'ssc',
  durationMinutes: '60',
  preset: 'ssc_cgl_tier1',
};

/** The details as the paper takes them (the server's check reports what is still wrong). */
export const detailsOf = (form: DetailsForm): PaperDetails => ({
  ...form,
  durationMinutes: Math.round(Number(form.durationMinutes)) || 0,
});

/** Slug, titles, exam, sector, time and marking of the paper. */
export function PaperDetailsFields({
  details,
  onChange,
  bilingual,
}: {
  details: DetailsForm;
  onChange: (details: DetailsForm) => void;
  bilingual: boolean;
}) {
  const { t, i18n } = useTranslation('paperCrop');
  const hindi = i18n.language === 'hi';
  const set =
    <K extends keyof DetailsForm>(key: K) =>
    (value: DetailsForm[K]) =>
      onChange({ ...details, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id="paper-title"
        label={t('details.title')}
        value={details.title}
        onChange={(title) => {
          // The slug follows the title until it is typed itself.
          const follows = details.slug === '' || details.slug === slugOf(details.title);
          onChange({ ...details, title, slug: follows ? slugOf(title) : details.slug });
        }}
      />
      <TextField
        id="paper-title-hi"
        label={t('details.titleHi')}
        hint={bilingual ? t('details.titleHiNeeded') : undefined}
        lang="hi"
        value={details.titleHi}
        onChange={set('titleHi')}
      />
      <TextField
        id="paper-slug"
        label={t('details.slug')}
        hint={t('details.slugHint')}
        value={details.slug}
        onChange={set('slug')}
      />
      <TextField
        id="paper-exam"
        label={t('details.exam')}
        hint={t('details.examHint')}
        value={details.exam}
        onChange={set('exam')}
      />
      <SelectField
        id="paper-sector"
        label={t('details.sector')}
        value={details.sector}
        options={SECTORS.map((sector) => ({ value: sector.slug as SectorSlug, label: hindi ? sector.hi : sector.en }))}
        onChange={set('sector')}
      />
      <NumberField
        id="paper-minutes"
        label={t('details.minutes')}
        min={1}
        max={300}
        value={details.durationMinutes}
        onChange={set('durationMinutes')}
      />
      <SelectField
        id="paper-preset"
        className="sm:col-span-2"
        label={t('details.preset')}
        hint={t('details.presetHint')}
        value={details.preset}
        options={PAPER_MARKINGS.map((id) => ({ value: id, label: paperMarking(id).label[hindi ? 'hi' : 'en'] }))}
        onChange={set('preset')}
      />
    </div>
  );
}

/** A slug from a title: lower-case Latin words and numbers joined by hyphens. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
