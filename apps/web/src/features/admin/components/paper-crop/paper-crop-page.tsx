import { FileUp, PenSquare, SquarePlus } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import {
  PAPER_PDF_MAX_BYTES,
  pagesWithoutText,
  proposeCrops,
} from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { FormField } from '../../../../components/form/form-field.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { registerNamespace } from '../../../../lib/i18n.ts';
import { enPaperCrop } from '../../../../locales/en-paper-crop.ts';
import { AdminHeading } from '../admin-heading.tsx';
import { BoxPanel, focusSelectedBox } from './box-panel.tsx';
import { checkKey, isBilingual, questionsOf } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { cropReducer, emptyCropState } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { PageView } from './page-view.tsx';
import { detailsOf, INITIAL_DETAILS, PaperDetailsFields, type DetailsForm } from './paper-details.tsx';
import { openPaper, type OpenedPaper } from './pdf-paper.ts';
import { PdfProblemError, type PdfProblem } from './pdf-problems.ts';
import { PdfProblemText } from './pdf-problem-text.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { QuestionList } from './question-list.tsx';
import { usePublish } from './use-publish.ts';

registerNamespace('paperCrop', enPaperCrop);

/**
 * `/admin/tests/from-pdf`: a question paper's PDF made into a mock test. 1. The PDF (checked: size,
 * a PDF at all, a password, pages) and the paper's details. 2. Its pages with the boxes the crop engine
 * proposes from the text layer, to adjust by mouse or keyboard, split, merge, draw by hand on a scan,
 * renumber and pair. 3. The answer key and publishing: each box becomes a stored image of its question.
 * Loaded as its own chunk (pdf.js with it) from the admin area.
 */
export default function PaperCropPage() {
  const { t } = useTranslation('paperCrop');
  const [paper, setPaper] = useState<OpenedPaper | null>(null);
  const [fileName, setFileName] = useState('');
  const [reading, setReading] = useState<{ read: number } | null>(null);
  const [problem, setProblem] = useState<PdfProblem | null>(null);
  const [state, dispatch] = useReducer(cropReducer, emptyCropState);
  const [details, setDetails] = useState<DetailsForm>(INITIAL_DETAILS);
  const [keyText, setKeyText] = useState('');
  const [drawing, setDrawing] = useState(false);

  useEffect(() => () => void paper?.doc.destroy(), [paper]);

  const questions = useMemo(() => questionsOf(state.boxes), [state.boxes]);
  const keyCheck = useMemo(() => checkKey(keyText, questions), [keyText, questions]);
  const bilingual = isBilingual(questions);
  const publishing = usePublish({
    doc: paper?.doc ?? null,
    questions,
    answers: keyCheck.answers,
    details: detailsOf(details),
  });
  const scanned = useMemo(() => pagesWithoutText(state.pages), [state.pages]);

  async function load(file: File) {
    setProblem(null);
    setReading({ read: 0 });
    setPaper(null);
    publishing.reset();
    try {
      const opened = await openPaper(file, (read) => setReading({ read }));
      dispatch({ type: 'load', pages: opened.pages, crops: proposeCrops(opened.pages) });
      setPaper(opened);
      setFileName(file.name);
    } catch (error) {
      setProblem(error instanceof PdfProblemError ? error.problem : { kind: 'damaged' });
    } finally {
      setReading(null);
    }
  }

  function addBox() {
    const selected = state.boxes.find((box) => box.id === state.selected);
    const pageIndex = selected?.pageIndex ?? 0;
    const page = state.pages[pageIndex];
    if (!page) return;
    dispatch({
      type: 'add',
      pageIndex,
      box: { x: page.width * 0.1, y: page.height * 0.4, width: page.width * 0.8, height: page.height * 0.12 },
    });
    focusSelectedBox();
  }

  return (
    <>
      <AdminHeading title={t('title')} description={t('description')} />
      <div className="grid gap-6">
        <Step number={1} title={t('steps.paper')} id="crop-step-paper">
          <FormField
            id="paper-pdf"
            label={t('file.label')}
            hint={t('file.hint', { limit: Math.round(PAPER_PDF_MAX_BYTES / 1024 / 1024) })}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf,.pdf"
                className="text-sm"
                disabled={reading !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void load(file);
                }}
              />
            )}
          </FormField>
          {reading ? <Spinner size="sm" label={t('file.reading', { page: reading.read })} /> : null}
          {problem ? (
            <Alert variant="destructive" data-testid="paper-problem">
              <AlertTitle>{t('file.failed')}</AlertTitle>
              <AlertDescription>
                <PdfProblemText problem={problem} />
              </AlertDescription>
            </Alert>
          ) : null}
          {paper ? (
            <p role="status" className="text-sm text-slate-700" data-testid="paper-summary">
              <FileUp aria-hidden="true" className="mr-1 inline size-4" />
              {t('file.summary', {
                name: fileName,
                pages: state.pages.length,
                boxes: state.boxes.length,
                questions: questions.length,
              })}
            </p>
          ) : null}
          {paper && scanned.length > 0 ? (
            <p className="text-sm font-medium text-amber-900">
              {t('file.scanned', { pages: scanned.map((index) => index + 1).join(', ') })}
            </p>
          ) : null}
          <PaperDetailsFields
            details={details}
            onChange={(next) => {
              setDetails(next);
              // A check's "Ready" was for the details as they were.
              if (publishing.status.phase === 'checked' || publishing.status.phase === 'failed') publishing.reset();
            }}
            bilingual={bilingual}
          />
        </Step>

        {paper ? (
          <Step number={2} title={t('steps.boxes')} id="crop-step-boxes">
            <p className="text-sm text-slate-700">{t('boxes.intro')}</p>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant={drawing ? 'default' : 'outline'}
                size="sm"
                aria-pressed={drawing}
                onClick={() => setDrawing(!drawing)}
              >
                <PenSquare />
                {t('boxes.draw')}
              </Button>
              <Button variant="outline" size="sm" onClick={addBox}>
                <SquarePlus />
                {t('boxes.add')}
              </Button>
              <span className="text-xs text-slate-600">
                <span className="mr-1 inline-block size-3 border-2 border-blue-700 align-middle" aria-hidden="true" />
                {t('boxes.legendEn')}
                <span
                  className="mr-1 ml-3 inline-block size-3 border-2 border-orange-600 align-middle"
                  aria-hidden="true"
                />
                {t('boxes.legendHi')}
              </span>
            </div>
            {drawing ? <p className="text-sm text-slate-700">{t('boxes.drawing')}</p> : null}
            <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div
                role="region"
                aria-label={t('boxes.pages')}
                tabIndex={0}
                className="grid max-h-[80vh] gap-4 overflow-y-auto rounded-lg bg-slate-200 p-3 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    setDrawing(false);
                    dispatch({ type: 'select', id: null });
                  }
                }}
              >
                {state.pages.map((page, pageIndex) => (
                  <PageView
                    key={pageIndex}
                    doc={paper.doc}
                    pageIndex={pageIndex}
                    pageCount={state.pages.length}
                    page={page}
                    boxes={state.boxes.filter((box) => box.pageIndex === pageIndex)}
                    selected={state.selected}
                    drawing={drawing}
                    dispatch={(action) => {
                      dispatch(action);
                      if (action.type === 'add') setDrawing(false);
                    }}
                  />
                ))}
              </div>
              <div className="grid gap-4 lg:sticky lg:top-4">
                <BoxPanel state={state} dispatch={dispatch} />
                <QuestionList
                  questions={questions}
                  selected={state.selected}
                  onSelect={(id) => dispatch({ type: 'select', id })}
                />
              </div>
            </div>
          </Step>
        ) : null}

        {paper ? (
          <Step number={3} title={t('steps.publish')} id="crop-step-publish">
            <PublishPanel
              questions={questions}
              keyText={keyText}
              onKeyText={(text) => {
                setKeyText(text);
                publishing.reset();
              }}
              keyCheck={keyCheck}
              publishing={publishing}
            />
          </Step>
        ) : null}
      </div>
    </>
  );
}

function Step({ number, title, id, children }: { number: number; title: string; id: string; children: ReactNode }) {
  const { t } = useTranslation('paperCrop');
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t('steps.numbered', { number, title })}
      </h2>
      {children}
    </section>
  );
}
