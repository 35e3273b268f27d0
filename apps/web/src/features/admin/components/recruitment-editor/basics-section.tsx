import { Wand2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { bindFields, TextareaField, TextField } from '../../../../components/form/fields.tsx';
import { slugFromTitle } from '../../utils/format.ts';
import { EditorSection } from './fields.tsx';
import { section, URL_PLACEHOLDER, type SectionProps } from './section-helpers.tsx';

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

/** The editor's "Basics": title, address (slug), organisation, summary and the headline numbers. */
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
