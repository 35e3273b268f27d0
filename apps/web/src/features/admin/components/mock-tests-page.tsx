import { Archive, CheckCircle2, Eye, FileJson, FilePlus2, FileText, RotateCcw, Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { MockTestContentInput, MockTestImportReport } from '@jobportal/shared';
import { FormField, Textarea } from '../../../components/form/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import {
  fetchMockTestPaper,
  useAdminMockTests,
  useImportMockTest,
  useSetMockTestActive,
  type AdminMockTest,
} from '../api/mock-tests.ts';
import { errorText } from '../utils/errors.ts';
import { ActiveBadge } from './active-badge.tsx';
import { AdminHeading } from './admin-heading.tsx';
import { BankImport } from './bank-import.tsx';
import { FigureUpload } from './figure-upload.tsx';
import { PaperPreview } from './paper-preview.tsx';
import { Empty, LoadError, Loading } from './states.tsx';

/** A starting point for a new paper: every field the contract knows, one question to copy. */
export const PAPER_TEMPLATE: MockTestContentInput = {
  slug: 'new-mock-test-1',
  title: 'New mock test',
  titleHi: 'नया मॉक टेस्ट',
  exam: 'SSC CGL Tier-I',
  sector: 'ssc',
  description: { en: 'What the paper covers.', hi: 'इस प्रश्नपत्र में क्या है।' },
  languages: ['en', 'hi'],
  durationMinutes: 60,
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  sections: [
    {
      key: 'quant',
      title: 'Quantitative Aptitude',
      titleHi: 'मात्रात्मक योग्यता',
      // A set: the passage (a text, a table, a puzzle) shared by the questions that name it.
      passages: [
        {
          key: 'sales-table',
          text: {
            en: 'Study the table and answer the questions.\n\n| Year | Units |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |',
            hi: 'तालिका का अध्ययन कर प्रश्नों के उत्तर दीजिए।\n\n| वर्ष | इकाइयाँ |\n|---|---:|\n| 2023 | 40 |\n| 2024 | 50 |',
          },
        },
      ],
      questions: [
        {
          key: 'q1',
          topic: 'algebra',
          // Text is Markdown: **bold**, *italics*, lists, tables; maths in LaTeX, $inline$ or $$display$$.
          text: {
            en: 'If $x + \\frac{1}{x} = 3$, find $x^{2} + \\frac{1}{x^{2}}$.',
            hi: 'यदि $x + \\frac{1}{x} = 3$ है, तो $x^{2} + \\frac{1}{x^{2}}$ ज्ञात कीजिए।',
          },
          options: [
            { en: '$7$', hi: '$7$' },
            { en: '$9$', hi: '$9$' },
            { en: '$11$', hi: '$11$' },
            { en: '$5$', hi: '$5$' },
          ],
          answerIndex: 0,
          explanation: {
            en: '$$x^{2} + \\frac{1}{x^{2}} = \\left(x + \\frac{1}{x}\\right)^{2} - 2 = 9 - 2 = 7$$',
            hi: '$$x^{2} + \\frac{1}{x^{2}} = \\left(x + \\frac{1}{x}\\right)^{2} - 2 = 9 - 2 = 7$$',
          },
        },
        {
          key: 'q2',
          topic: 'data-interpretation',
          passage: 'sales-table',
          // More than one right option: right only with exactly these.
          type: 'multiple',
          text: { en: 'In which years were more than 45 units sold?', hi: 'किन वर्षों में 45 से अधिक इकाइयाँ बिकीं?' },
          options: [
            { en: '2023', hi: '2023' },
            { en: '2024', hi: '2024' },
            { en: 'Neither', hi: 'कोई नहीं' },
          ],
          answerIndexes: [1],
          explanation: { en: 'Only 2024 (50).', hi: 'केवल 2024 (50)।' },
        },
        {
          key: 'q3',
          topic: 'data-interpretation',
          passage: 'sales-table',
          // A number typed in, right within the tolerance; no deduction unless the question or test says so.
          type: 'numeric',
          text: { en: 'By what per cent did units rise in 2024?', hi: '2024 में इकाइयाँ कितने प्रतिशत बढ़ीं?' },
          answer: 25,
          tolerance: 0,
          explanation: { en: '$\\frac{10}{40} \\times 100 = 25$', hi: '$\\frac{10}{40} \\times 100 = 25$' },
        },
      ],
    },
  ],
};

/**
 * `/admin/tests`: the mock-test papers. A paper is edited as one JSON document in the content format
 * (the same the built-in papers use), checked on the server with a dry run before it is saved.
 */
export function MockTestsPage() {
  const { t } = useTranslation('admin');
  const tests = useAdminMockTests();
  const [json, setJson] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);

  function load(text: string, message: string | null) {
    setJson(text);
    setNote(message);
    editor.current?.focus();
    // Not every engine scrolls elements (jsdom has no scrollIntoView).
    editor.current?.scrollIntoView?.({ block: 'center' });
  }

  async function edit(test: AdminMockTest) {
    try {
      const paper = await fetchMockTestPaper(test.slug);
      load(JSON.stringify(paper, null, 2), t('mockTests.editor.loaded', { slug: test.slug }));
    } catch (error) {
      toast({ variant: 'destructive', title: t('editor.toast.failed'), description: errorText(error, t) });
    }
  }

  return (
    <>
      <AdminHeading title={t('mockTests.title')} description={t('mockTests.description')} />
      <p className="mb-4 text-sm">
        <Link
          to="/admin/tests/from-pdf"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline sm:min-h-0"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('mockTests.fromPdf')}
        </Link>
      </p>
      {tests.isPending ? <Loading /> : null}
      {tests.isError ? <LoadError error={tests.error} onRetry={() => void tests.refetch()} /> : null}
      {tests.data && tests.data.items.length === 0 ? <Empty text={t('mockTests.empty')} /> : null}
      {tests.data && tests.data.items.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2">
          {tests.data.items.map((test) => (
            <MockTestRow key={test.slug} test={test} onEdit={() => void edit(test)} />
          ))}
        </ul>
      ) : null}
      <PaperEditor
        json={json}
        onJson={setJson}
        note={note}
        editorRef={editor}
        onTemplate={() => load(JSON.stringify(PAPER_TEMPLATE, null, 2), null)}
      />
      <BankImport />
    </>
  );
}

function MockTestRow({ test, onEdit }: { test: AdminMockTest; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const toggle = useSetMockTestActive();
  return (
    <li
      data-testid="mock-test-row"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p className="font-semibold text-slate-900">{test.title}</p>
        <p className="text-xs text-slate-500">
          <span className="font-mono">{test.slug}</span> ·{' '}
          {t('mockTests.summary', {
            exam: test.exam,
            sections: test.sections,
            questions: test.questionCount,
            marks: test.maxScore,
            minutes: test.durationMinutes,
          })}{' '}
          · {t('mockTests.attempts', { count: test.attempts })}
        </p>
      </div>
      <ActiveBadge active={test.active} />
      <div className="flex gap-1">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <FileJson />
          {/* The visible words are part of the name (WCAG 2.5.3): the name comes from the content, not aria-label. */}
          <span aria-hidden="true">{t('mockTests.edit')}</span>
          <span className="sr-only">{t('mockTests.editNamed', { title: test.title })}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={toggle.isPending}
          aria-label={
            test.active
              ? t('mockTests.retireNamed', { title: test.title })
              : t('mockTests.restoreNamed', { title: test.title })
          }
          onClick={() =>
            toggle.mutate(
              { slug: test.slug, active: !test.active },
              {
                onSuccess: () =>
                  toast({
                    title: test.active ? t('mockTests.retired') : t('mockTests.restored'),
                    description: test.title,
                  }),
                onError: (error) =>
                  toast({ variant: 'destructive', title: t('editor.toast.failed'), description: errorText(error, t) }),
              },
            )
          }
        >
          {test.active ? <Archive /> : <RotateCcw />}
          {test.active ? t('typing.retire') : t('typing.restore')}
        </Button>
      </div>
    </li>
  );
}

/** The JSON of one paper, a dry run that reports every problem by its path, and save. */
function PaperEditor({
  json,
  onJson,
  note,
  editorRef,
  onTemplate,
}: {
  json: string;
  onJson: (json: string) => void;
  note: string | null;
  editorRef: React.RefObject<HTMLTextAreaElement | null>;
  onTemplate: () => void;
}) {
  const { t } = useTranslation('admin');
  const importPaper = useImportMockTest();
  const [report, setReport] = useState<MockTestImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  function send(dryRun: boolean, preview = false) {
    setError(null);
    setReport(null);
    let content: unknown;
    try {
      content = JSON.parse(json);
    } catch (failure) {
      setError(
        t('mockTests.editor.invalidJson', { reason: failure instanceof Error ? failure.message : String(failure) }),
      );
      return;
    }
    importPaper.mutate(
      { content, dryRun, preview },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.saved) toast({ title: t('mockTests.editor.saved'), description: result.test?.title });
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }

  return (
    <section
      aria-labelledby="paper-editor"
      className="mt-8 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="paper-editor" className="text-lg font-semibold text-slate-900">
          {t('mockTests.editor.title')}
        </h2>
        <Button variant="outline" size="sm" onClick={onTemplate}>
          <FilePlus2 />
          {t('mockTests.editor.newPaper')}
        </Button>
      </div>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <FormField id="paper-json" label={t('mockTests.editor.json')}>
        {(control) => (
          <Textarea
            {...control}
            ref={editorRef}
            rows={16}
            spellCheck={false}
            className="font-mono text-xs"
            value={json}
            onChange={(event) => {
              onJson(event.target.value);
              setReport(null);
              setError(null);
            }}
          />
        )}
      </FormField>
      <FigureUpload />
      <FormField id="paper-file" label={t('mockTests.editor.file')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="application/json,.json"
            className="text-sm max-sm:min-h-11"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void file.text().then((text) => onJson(text));
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!json.trim() || importPaper.isPending} onClick={() => send(true)}>
          <CheckCircle2 />
          {t('mockTests.editor.check')}
        </Button>
        <Button variant="outline" disabled={!json.trim() || importPaper.isPending} onClick={() => send(true, true)}>
          <Eye />
          {t('mockTests.editor.preview')}
        </Button>
        <Button disabled={!json.trim() || importPaper.isPending} onClick={() => send(false)}>
          {importPaper.isPending ? (
            <Spinner size="sm" className="text-current" label={t('common.working')} />
          ) : (
            <Save />
          )}
          {t('mockTests.editor.save')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
      {report?.valid && report.preview ? <PaperPreview paper={report.preview} /> : null}
    </section>
  );
}

function ImportReport({ report }: { report: MockTestImportReport }) {
  const { t } = useTranslation('admin');
  if (!report.valid) {
    return (
      <div role="alert" data-testid="paper-problems" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{t('mockTests.editor.problems', { count: report.issues.length })}</p>
        <ul className="mt-1 list-disc pl-5">
          {report.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? <span className="font-mono">{issue.path}</span> : null}
              {issue.path ? ': ' : null}
              {issue.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="status" data-testid="paper-ready" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
      <p>
        {t('mockTests.editor.ready', {
          sections: report.test?.sections ?? 0,
          questions: report.test?.questions ?? 0,
          marks: report.test?.maxScore ?? 0,
        })}
      </p>
      {report.replaces && !report.saved ? <p>{t('mockTests.editor.replaces', { slug: report.test?.slug })}</p> : null}
    </div>
  );
}
