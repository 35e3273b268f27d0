import '../../../locales/en-job-parts-register.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { fitterCanPrepare, uploadPixelSize, type UploadSpec } from '@jobportal/shared';
import { formatNumber } from '../../../lib/format.ts';
import { localized, useContentLanguage } from '../../../lib/localized.ts';

/**
 * The job page's "What to upload": each upload the application form asks for, with its
 * size (pixels, or centimetres at a dpi with the pixels they make), KB range, formats, background and
 * "name and date on the photo"; a link to the photo and signature fitter when it can prepare one.
 * Public content: rendered by the server like the other sections.
 */
export function UploadSpecsSection({ specs, slug }: { specs: readonly UploadSpec[]; slug: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const size = (spec: UploadSpec) => {
    const px = uploadPixelSize(spec);
    if (!px) return null;
    const pixels = t('jobParts.uploads.px', { width: px.width, height: px.height });
    return spec.widthPx !== undefined
      ? pixels
      : t('jobParts.uploads.cm', { width: spec.widthCm, height: spec.heightCm, dpi: spec.dpi, pixels });
  };
  return (
    <section
      aria-labelledby="uploads-heading"
      data-testid="upload-specs"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="uploads-heading" className="mb-2 text-lg font-semibold text-slate-900">
        {t('jobParts.uploads.title')}
      </h2>
      <ul className="grid gap-2 text-sm">
        {specs.map((spec, index) => {
          const name =
            spec.kind === 'other'
              ? localized(language, spec.label ?? '', spec.labelHi ?? null)
              : { text: t(`jobParts.uploads.kinds.${spec.kind}`), lang: undefined };
          const note = spec.note ? localized(language, spec.note, spec.noteHi ?? null) : null;
          const facts = [
            size(spec),
            t('jobParts.uploads.kb', { min: formatNumber(spec.minKb), max: formatNumber(spec.maxKb) }),
            spec.formats.map((format) => format.toUpperCase()).join(', '),
            spec.background && spec.background !== 'any' ? t(`jobParts.uploads.background.${spec.background}`) : null,
            spec.nameAndDate ? t('jobParts.uploads.nameAndDate') : null,
          ].filter(Boolean);
          return (
            <li key={index}>
              <strong lang={name.lang}>{name.text}</strong>: {facts.join(' · ')}
              {note ? (
                <span lang={note.lang} className="block text-slate-600">
                  {note.text}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {specs.some(fitterCanPrepare) ? (
        <Link
          to={`/tools/photo?job=${encodeURIComponent(slug)}`}
          data-testid="prepare-uploads"
          className="mt-3 inline-block text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('jobParts.uploads.prepare')}
        </Link>
      ) : null}
    </section>
  );
}
