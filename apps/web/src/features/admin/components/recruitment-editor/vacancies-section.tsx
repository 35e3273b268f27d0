import { useTranslation } from '../../../../lib/use-translation.ts';
import { EditorSection } from './fields.tsx';
import { section, type SectionProps } from './section-helpers.tsx';
import { VacanciesEditor } from './vacancies-editor.tsx';

function VacanciesSectionView({ draft, set, errors }: SectionProps) {
  const { t } = useTranslation('admin');
  return (
    <EditorSection id="vacancies" title={t('editor.sections.vacancies')} error={errors['vacancies']}>
      <VacanciesEditor rows={draft.vacancies} onChange={(rows) => set('vacancies', rows)} errors={errors} />
    </EditorSection>
  );
}

/** The editor's "Vacancies": the post × category table. */
export const VacanciesSection = section(VacanciesSectionView, ['vacancies']);
