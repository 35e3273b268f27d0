import { useTranslation } from '../../lib/use-translation.ts';
import { useAuth } from '../../features/auth/hooks/auth-context.tsx';
import { StoryForm } from '../../features/stories/components/story-form.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { renderMarkdown } from '../../components/lazy-markdown.tsx';

/** `/submit-story`: a success story for review. */
export function SubmitStoryPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHead title={t('pages.submitStory.title')} description={t('pages.submitStory.description')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('pages.submitStory.title')}</h1>
      <p className="mt-1 mb-5 text-slate-600">{t('pages.submitStory.description')}</p>
      {user ? <StoryForm author={{ id: user.id, name: user.name }} renderPreview={renderMarkdown} /> : null}
    </div>
  );
}
