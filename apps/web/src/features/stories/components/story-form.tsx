import '../../../locales/en-people-register.ts';
import { CheckCircle2, ImagePlus, Trash2 } from 'lucide-react';
import {
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import {
  AVATAR_TYPES,
  STATES,
  STORY_BODY_MAX,
  STORY_BODY_MIN,
  STORY_PHOTO_MAX_BYTES,
  storyInput,
  TARGET_EXAMS,
  type Story,
  type StoryInput,
} from '@jobportal/shared';
import {
  bindFields,
  CheckboxField,
  FormErrorSummary,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/form/fields.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiFieldErrors, fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors.ts';
import { useSubmitStory, useUploadStoryPhoto } from '../api/submit-story.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useOptionLabels } from '../../../lib/option-label.ts';

const PHOTO_MEGABYTES = Math.round(STORY_PHOTO_MAX_BYTES / (1024 * 1024));
const TITLE_MAX = 120;
const TIPS_MAX = 2000;
/** The order fields appear in: the first with an error gets focus. */
const FIELD_ORDER = ['title', 'exam', 'year', 'post', 'state', 'body', 'tips', 'showName'] as const;

type FormState = {
  title: string;
  exam: string;
  year: string;
  post: string;
  state: string;
  body: string;
  tips: string;
  showName: boolean;
};

const EMPTY: FormState = { title: '', exam: '', year: '', post: '', state: '', body: '', tips: '', showName: false };

/** What the API receives: the same shape `storyInput` checks on both ends. */
export function toStoryInput(form: FormState): StoryInput {
  return {
    title: form.title,
    exam: form.exam,
    year: form.year.trim() === '' ? (undefined as unknown as number) : Number(form.year),
    post: form.post,
    state: (form.state || null) as StoryInput['state'],
    body: form.body,
    ...(form.tips.trim() ? { tips: form.tips } : {}),
    showName: form.showName,
  };
}

export type StoryFormProps = {
  /** The signed-in author: their name for the consent note, their id for the "My stories" link. */
  author: { id: string; name: string };
  /** Renders the live Markdown preview; the app passes its lazy, HTML-skipping renderer. */
  renderPreview: (source: string) => ReactNode;
};

/**
 * `/submit-story`: a success story for review. Checked here with the contract's own rules and
 * messages, then by the server, whose field errors show next to the fields. The photo is uploaded
 * after the story exists.
 */
export function StoryForm({ author, renderPreview }: StoryFormProps) {
  const { t } = useTranslation();
  const { label } = useOptionLabels();
  const prefix = `story${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const id = (field: string) => `${prefix}-${field}`;
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [created, setCreated] = useState<Story | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const submit = useSubmitStory();
  const uploadPhoto = useUploadStoryPhoto();
  const previewSource = useDeferredValue(form.body);

  useEffect(() => () => (photoPreview ? URL.revokeObjectURL(photoPreview) : undefined), [photoPreview]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((old) => ({ ...old, [key]: value }));
  const bind = bindFields(form, errors, set);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) setTimeout(() => document.getElementById(id(first))?.focus(), 0);
  }

  function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhotoError(null);
    if (file.size > STORY_PHOTO_MAX_BYTES) {
      setPhotoError(t('stories.form.photoTooLarge', { mb: PHOTO_MEGABYTES }));
      return;
    }
    if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      setPhotoError(t('stories.form.photoWrongType'));
      return;
    }
    setPhoto(file);
    setPhotoPreview(URL.createObjectURL(file));
  }

  function clearPhoto() {
    setPhoto(null);
    setPhotoPreview(null);
    setPhotoError(null);
  }

  function sendPhoto(story: Story, file: File) {
    setPhotoError(null);
    uploadPhoto.mutate(
      { id: story.id, file },
      {
        onSuccess: (updated) => setCreated(updated),
        onError: (error) => setPhotoError(error.message || t('common.somethingWentWrong')),
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = toStoryInput(form);
    const checked = storyInput.safeParse(input);
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    submit.mutate(input, {
      onSuccess: (story) => {
        setCreated(story);
        if (photo) sendPhoto(story, photo);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        setFailure(error.message || t('common.somethingWentWrong'));
        showErrors(apiFieldErrors(error));
      },
    });
  }

  if (created) {
    return (
      <StorySubmitted
        story={created}
        authorId={author.id}
        photoPending={uploadPhoto.isPending}
        photoError={photoError}
        onRetryPhoto={photo ? () => sendPhoto(created, photo) : undefined}
      />
    );
  }

  const bodyLength = form.body.trim().length;
  const missing = Math.max(0, STORY_BODY_MIN - bodyLength);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormErrorSummary
        failure={failure}
        failedTitle={t('stories.form.failed')}
        hasFieldErrors={Object.keys(errors).length > 0}
        fixTitle={t('stories.form.fixErrors')}
      />

      <TextField
        id={id('title')}
        label={t('stories.form.title')}
        required
        maxLength={TITLE_MAX}
        placeholder={t('stories.form.titlePlaceholder')}
        {...bind('title')}
      />

      <div className="grid gap-5 sm:grid-cols-[1fr_10rem] sm:gap-3">
        <TextField
          id={id('exam')}
          label={t('stories.form.exam')}
          aside={
            <datalist id={id('exam-list')}>
              {TARGET_EXAMS.map((exam) => (
                // The exam is free text: a suggestion enters the exam's English name (as stories are
                // searched), its name in the interface language shown beside it.
                <option key={exam.slug} value={exam.en} label={label(exam)} />
              ))}
            </datalist>
          }
          required
          list={id('exam-list')}
          maxLength={80}
          autoComplete="off"
          placeholder={t('stories.form.examPlaceholder')}
          {...bind('exam')}
        />
        <NumberField
          id={id('year')}
          label={t('stories.form.year')}
          required
          inputClassName="max-w-40"
          min={1990}
          max={new Date().getFullYear()}
          {...bind('year')}
        />
      </div>

      <TextField
        id={id('post')}
        label={t('stories.form.post')}
        required
        maxLength={120}
        placeholder={t('stories.form.postPlaceholder')}
        {...bind('post')}
      />

      <SelectField
        id={id('state')}
        label={t('stories.form.state')}
        options={STATES.map((state) => ({ value: state.slug, label: label(state) }))}
        placeholder={t('stories.form.noState')}
        placeholderSelectable
        {...bind('state')}
      />

      <TextareaField
        id={id('body')}
        label={t('stories.form.body')}
        hint={
          <>
            {t('stories.form.bodyHint', { min: STORY_BODY_MIN })}{' '}
            <span data-testid="body-count" className={missing > 0 ? 'font-medium text-amber-800' : undefined}>
              {missing > 0
                ? t('stories.form.needMore', { count: missing })
                : t('stories.form.characters', {
                    count: bodyLength,
                    max: formatNumber(STORY_BODY_MAX),
                  })}
            </span>
          </>
        }
        required
        rows={10}
        {...bind('body')}
      />

      <div className="grid gap-2">
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          aria-expanded={showPreview}
          aria-controls={id('preview')}
          onClick={() => setShowPreview((open) => !open)}
        >
          {showPreview ? t('stories.form.hidePreview') : t('stories.form.showPreview')}
        </Button>
        {showPreview ? (
          <section
            id={id('preview')}
            aria-labelledby={id('preview-title')}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id={id('preview-title')} className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('stories.form.preview')}
            </h2>
            {previewSource.trim() ? (
              renderPreview(previewSource)
            ) : (
              <p className="text-sm text-slate-500">{t('stories.form.previewEmpty')}</p>
            )}
          </section>
        ) : null}
      </div>

      <TextareaField
        id={id('tips')}
        label={t('stories.form.tips')}
        hint={t('stories.form.characters', { count: form.tips.length, max: formatNumber(TIPS_MAX) })}
        rows={4}
        {...bind('tips')}
      />

      <div className="grid gap-2">
        <span className="text-sm font-medium text-slate-900" id={id('photo-label')}>
          {t('stories.form.photo')}
        </span>
        <input
          ref={photoInput}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="story-photo-input"
          onChange={onPhoto}
        />
        {photoPreview ? (
          <div className="flex items-center gap-3">
            <img
              src={photoPreview}
              alt={t('stories.form.photoPreview')}
              className="size-24 rounded-lg bg-slate-100 object-cover"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={clearPhoto}
            >
              <Trash2 />
              {t('stories.form.removePhoto')}
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            aria-describedby={id('photo-label')}
            onClick={() => photoInput.current?.click()}
          >
            <ImagePlus />
            {t('stories.form.choosePhoto')}
          </Button>
        )}
        <p className="text-xs text-slate-600">{t('stories.form.photoHint', { mb: PHOTO_MEGABYTES })}</p>
        {photoError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {photoError}
          </p>
        ) : null}
      </div>

      <CheckboxField
        id={id('showName')}
        className="rounded-lg border border-slate-200 bg-white p-3"
        label={t('stories.form.showName')}
        hint={
          <span aria-live="polite" data-testid="name-note">
            {form.showName ? t('stories.form.showNameOn', { name: author.name }) : t('stories.form.showNameOff')}
          </span>
        }
        error={errors['showName']}
        checked={form.showName}
        onChange={(showName) => set('showName', showName)}
      />

      <div className="grid gap-2">
        <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto sm:justify-self-start">
          {submit.isPending ? t('stories.form.submitting') : t('stories.form.submit')}
        </Button>
        <p className="text-xs text-slate-600">{t('stories.form.reviewNote')}</p>
      </div>
    </form>
  );
}

function StorySubmitted({
  story,
  authorId,
  photoPending,
  photoError,
  onRetryPhoto,
}: {
  story: Story;
  authorId: string;
  photoPending: boolean;
  photoError: string | null;
  onRetryPhoto: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="grid gap-4 rounded-xl border border-green-200 bg-green-50 p-5" data-testid="story-submitted">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-green-900 focus:outline-none">
            {t('stories.form.doneTitle')}
          </h2>
          <p className="text-sm text-green-900">{t('stories.form.doneDescription')}</p>
        </div>
      </div>
      {photoPending ? <Spinner label={t('stories.form.uploadingPhoto')} /> : null}
      {photoError ? (
        <Alert variant="destructive">
          <AlertDescription>{t('stories.form.photoFailed', { message: photoError })}</AlertDescription>
          {onRetryPhoto ? (
            <div className="col-start-2 mt-2">
              <Button variant="outline" size="sm" onClick={onRetryPhoto}>
                {t('stories.form.retryPhoto')}
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/stories/${story.slug}`}>{t('stories.form.viewStory')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/profile/${authorId}#my-stories`}>{t('stories.form.myStories')}</Link>
        </Button>
      </div>
    </section>
  );
}
