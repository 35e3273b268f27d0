import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Download, ImageUp } from 'lucide-react';
import type { jobDetail } from '@jobportal/shared';
import type { UploadSpec } from '@jobportal/shared/contracts/upload-specs';
import {
  CENTRED,
  FITTER_PRESETS,
  cropAspect,
  fitTargetFor,
  fittedFileName,
  type CropView,
  type FitTarget,
} from '@jobportal/shared/domain/photo-fit';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { localized, useContentLanguage } from '../../../lib/localized.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CropBox } from './crop-box.tsx';
import { fileKey, fitImage } from './fitter-client.ts';
import type { FitError } from './fitter-protocol.ts';

type Choice = { key: string; name: string; target: FitTarget };
type Result = { url: string; bytes: number; width: number; height: number; fileName: string };
type Custom = { kind: FitTarget['kind']; width: string; height: string; minKb: string; maxKb: string };

const KINDS = ['photo', 'signature', 'thumb', 'declaration'] as const;
/** Moving the crop fits again after this pause (each fit is a few encodes in the worker). */
const REFIT_DELAY_MS = 150;

function todayText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${now.getFullYear()}`;
}

function customTarget(custom: Custom): FitTarget | null {
  const [width, height, minKb, maxKb] = [custom.width, custom.height, custom.minKb, custom.maxKb].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const px = (n: number) => Number.isInteger(n) && n >= 20 && n <= 4000;
  const kb = (n: number) => Number.isInteger(n) && n >= 1 && n <= 10_240;
  if (!px(width) || !px(height) || !kb(minKb) || !kb(maxKb) || minKb > maxKb) return null;
  return { kind: custom.kind, width, height, minKb, maxKb, nameAndDate: false };
}

/**
 * The photo and signature fitter (decision 022): pick the size (a recruitment's specs with `?job=`, or a
 * common one, or a custom one), pick an image, place the crop box, and download the JPEG that the
 * worker made inside the size and KB range. Nothing leaves the phone. `memberName` (from the profile,
 * which the route passes in) is what "Photo with name and date" prints unless another name is typed.
 */
export function PhotoFitter({ slug, memberName = '' }: { slug: string | null; memberName?: string }) {
  const { t } = useTranslation('tools');
  const language = useContentLanguage();
  const id = useId();
  // The job page's query (same key and request as jobs/api/get-job.ts, whose module is not imported:
  // sharing it would split it into a chunk of its own that the job page's first load would pay for).
  const job = useQuery({
    queryKey: ['job', slug ?? ''],
    queryFn: ({ signal }) => apiRequest<typeof jobDetail>(`/api/jobs/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: slug !== null,
  });

  const jobChoices = useMemo<Choice[]>(() => {
    const specs: UploadSpec[] = job.data?.details.uploadSpecs ?? [];
    return specs.flatMap((spec) => {
      const target = fitTargetFor(spec);
      return target ? [{ key: `job-${spec.kind}`, name: t(`fitter.kinds.${target.kind}`), target }] : [];
    });
  }, [job.data, t]);
  const presetChoices = useMemo<Choice[]>(
    () =>
      FITTER_PRESETS.map((preset) => ({
        key: preset.id,
        name: t(`fitter.presetNames.${preset.id}`),
        target: fitTargetFor(preset.spec)!,
      })),
    [t],
  );

  const [chosen, setChosen] = useState<string | null>(null);
  const [custom, setCustom] = useState<Custom>({
    kind: 'photo',
    width: '200',
    height: '230',
    minKb: '20',
    maxKb: '50',
  });
  const choiceKey = chosen ?? jobChoices[0]?.key ?? presetChoices[0]!.key;
  const choice = [...jobChoices, ...presetChoices].find((c) => c.key === choiceKey);
  const target = choiceKey === 'custom' ? customTarget(custom) : (choice?.target ?? null);

  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<{ url: string; width: number; height: number } | null>(null);
  const [view, setView] = useState<CropView>(CENTRED);
  const [name, setName] = useState<string | null>(null);
  const [date, setDate] = useState(todayText);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<FitError | null>(null);
  const [working, setWorking] = useState(false);
  const shownName = name ?? memberName;

  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  // Fit again whenever the image, the size, the crop or the printed text changes (the last ask wins).
  const asked = useRef(0);
  const targetKey = JSON.stringify(target);
  useEffect(() => {
    if (!file || !target) return;
    asked.current += 1;
    const mine = asked.current;
    const timer = setTimeout(() => {
      setWorking(true);
      void fitImage({ file, fileKey: fileKey(file), target, view, name: shownName, date }).then((response) => {
        if (mine !== asked.current) return;
        setWorking(false);
        if (!response.ok) {
          setError(response.error);
          setResult(null);
          return;
        }
        setError(null);
        const blob = new Blob([response.jpeg], { type: 'image/jpeg' });
        setResult({
          url: URL.createObjectURL(blob),
          bytes: blob.size,
          width: response.width,
          height: response.height,
          fileName: fittedFileName(target.kind, blob.size, response, slug ?? undefined),
        });
      });
    }, REFIT_DELAY_MS);
    return () => clearTimeout(timer);
    // targetKey stands for target (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, targetKey, view, shownName, date, slug]);

  const jobTitle = job.data ? localized(language, job.data.title, job.data.titleHi) : null;
  const choiceList = (choices: Choice[]) =>
    choices.map((c) => (
      <label
        key={c.key}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
      >
        <input
          type="radio"
          name={`${id}-size`}
          value={c.key}
          checked={choiceKey === c.key}
          onChange={() => setChosen(c.key)}
          className="mt-1 size-4"
        />
        <span className="grid">
          <span className="font-medium text-slate-900">
            {c.name}
            <span className="sr-only">, </span>
          </span>
          <span className="text-sm text-slate-600">
            {t('fitter.specLine', { ...c.target })}
            {c.target.nameAndDate ? ` · ${t('fitter.nameAndDateNote')}` : ''}
          </span>
        </span>
      </label>
    ));

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('fitter.upload')}</legend>
        {slug !== null ? (
          job.isPending ? (
            <p className="text-sm text-slate-600">{t('fitter.jobLoading')}</p>
          ) : job.isError ? (
            <p className="text-sm text-slate-600">{t('fitter.jobUnavailable')}</p>
          ) : jobChoices.length === 0 ? (
            <p className="text-sm text-slate-600">{t('fitter.jobNoSpecs')}</p>
          ) : (
            <>
              <h2 className="font-medium text-slate-800">{t('fitter.forJob', { title: jobTitle?.text ?? '' })}</h2>
              {choiceList(jobChoices)}
            </>
          )
        ) : null}
        <h2 className="mt-2 font-medium text-slate-800">{t('fitter.presets')}</h2>
        {choiceList(presetChoices)}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50">
          <input
            type="radio"
            name={`${id}-size`}
            value="custom"
            checked={choiceKey === 'custom'}
            onChange={() => setChosen('custom')}
            className="size-4"
          />
          <span className="font-medium text-slate-900">{t('fitter.presetNames.custom')}</span>
        </label>
        {choiceKey === 'custom' ? (
          <div className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 bg-white p-3">
            <div className="col-span-2 grid gap-1.5">
              <Label htmlFor={`${id}-kind`}>{t('fitter.custom.kind')}</Label>
              <select
                id={`${id}-kind`}
                value={custom.kind}
                onChange={(event) => setCustom({ ...custom, kind: event.target.value as FitTarget['kind'] })}
                className="h-11 rounded-md border border-slate-300 bg-white px-3"
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`fitter.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </div>
            {(['width', 'height', 'minKb', 'maxKb'] as const).map((field) => (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`${id}-${field}`}>{t(`fitter.custom.${field}`)}</Label>
                <Input
                  id={`${id}-${field}`}
                  inputMode="numeric"
                  value={custom[field]}
                  aria-invalid={target ? undefined : true}
                  onChange={(event) => setCustom({ ...custom, [field]: event.target.value.replace(/\D/g, '') })}
                />
              </div>
            ))}
            {target ? null : (
              <p className="col-span-2 text-sm font-medium text-red-700">{t('fitter.custom.invalid')}</p>
            )}
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-2">
        <label
          htmlFor={`${id}-file`}
          className={cn(buttonVariants({ variant: file ? 'outline' : 'default', size: 'lg' }), 'w-fit')}
        >
          <ImageUp aria-hidden />
          {file ? t('fitter.changePick') : t('fitter.pick')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            if (!picked) return;
            setFile(picked);
            setSource(null);
            setView(CENTRED);
            setResult(null);
            setError(null);
          }}
        />
        <p className="text-sm text-slate-600">{t('fitter.pickHint')}</p>
      </div>

      {error ? (
        <Alert variant="destructive" data-testid="fitter-error">
          {t(`fitter.errors.${error}`)}
        </Alert>
      ) : null}

      {fileUrl && target ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {/* Natural size first (hidden), then the crop box over it. */}
          <img
            src={fileUrl}
            alt=""
            hidden
            onLoad={(event) =>
              setSource({
                url: fileUrl,
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
          />
          {source && source.url === fileUrl ? (
            <CropBox
              src={fileUrl}
              imageWidth={source.width}
              imageHeight={source.height}
              aspect={cropAspect(target)}
              view={view}
              onChange={setView}
            />
          ) : null}
          <div className="grid content-start gap-3">
            {target.nameAndDate ? (
              <>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-name`}>{t('fitter.name')}</Label>
                  <Input id={`${id}-name`} value={shownName} maxLength={60} onChange={(e) => setName(e.target.value)} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-date`}>{t('fitter.date')}</Label>
                  <Input id={`${id}-date`} value={date} maxLength={20} onChange={(e) => setDate(e.target.value)} />
                </div>
              </>
            ) : null}
            <h2 className="font-semibold text-slate-900">{t('fitter.result')}</h2>
            <div aria-live="polite" className="grid gap-2">
              {working ? (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner /> {t('fitter.working')}
                </p>
              ) : null}
              {result ? (
                <>
                  <img
                    src={result.url}
                    alt={t('fitter.resultAlt', { kind: t(`fitter.kinds.${target.kind}`) })}
                    width={result.width}
                    height={result.height}
                    className="max-w-full border border-slate-300 bg-white"
                    style={{ width: Math.min(result.width, 320), height: 'auto' }}
                    data-testid="fitter-result"
                  />
                  <p className="text-sm font-medium text-slate-900" data-testid="fitter-result-size">
                    {t('fitter.resultSize', {
                      width: result.width,
                      height: result.height,
                      kb: (result.bytes / 1024).toFixed(1),
                    })}
                  </p>
                  <a
                    href={result.url}
                    download={result.fileName}
                    className={cn(buttonVariants({ size: 'lg' }), 'w-fit max-w-full whitespace-normal')}
                  >
                    <Download aria-hidden />
                    {t('fitter.download', { fileName: result.fileName })}
                  </a>
                </>
              ) : null}
            </div>
            <p className="text-xs text-slate-600">{t('fitter.privacy')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
