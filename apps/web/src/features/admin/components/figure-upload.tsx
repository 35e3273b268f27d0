import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MockTestFigure } from '@jobportal/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUploadFigure } from '../api/mock-tests.ts';
import { errorText } from '../utils/errors.ts';

/**
 * Uploads a figure for the paper and shows the Markdown that puts it in a question, an option, an
 * explanation or a passage: `![alt text](figure:<id>)`. The alt text is what a screen reader reads,
 * so the check refuses a figure without it.
 */
export function FigureUpload() {
  const { t } = useTranslation('admin');
  const upload = useUploadFigure();
  const [figures, setFigures] = useState<MockTestFigure[]>([]);
  const id = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-slate-300 p-3" data-testid="figure-upload">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <ImagePlus aria-hidden="true" className="size-4" />
        {t('mockTests.figures.upload')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        className="text-sm max-sm:min-h-11"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file, { onSuccess: (figure) => setFigures((list) => [figure, ...list]) });
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('mockTests.figures.hint')}
      </p>
      {upload.isPending ? <Spinner size="sm" label={t('common.working')} /> : null}
      {upload.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(upload.error, t)}
        </p>
      ) : null}
      {figures.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('mockTests.figures.uploaded')}>
          {figures.map((figure) => (
            <li key={figure.id} className="flex items-center gap-3" data-testid="uploaded-figure">
              <img
                src={figure.renditions[0]!.url}
                width={figure.width}
                height={figure.height}
                alt=""
                className="h-12 w-auto rounded border border-slate-200 bg-white"
              />
              <div className="min-w-0 flex-1">
                <code className="block text-xs break-all select-all">{figure.markdown}</code>
                <p className="text-xs text-slate-600">
                  {t('mockTests.figures.size', {
                    width: figure.width,
                    height: figure.height,
                    kb: Math.round(
                      (figure.renditions.find((r) => r.width >= 720) ?? figure.renditions.at(-1)!).bytes / 1024,
                    ),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
