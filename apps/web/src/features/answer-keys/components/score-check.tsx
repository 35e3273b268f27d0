import '../strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AnswerKeyCheckView, AnswerKeyView, ReadSheet } from '@jobportal/shared';
import { STANDING_MIN_MEMBERS } from '@jobportal/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { localized, useContentLanguage } from '../../../lib/localized.ts';
import { useAnswerKey, useCheckScore, useForgetCheck, useObjections } from '../api/answer-key.ts';
import { readResponseSheet } from '../lib/response-sheet/read-sheet.ts';

/**
 * "Check my score" on an answer-key notice (decision 040): the member chooses their saved response
 * sheet or pastes its text; it is read here, on the phone, and only its answers are sent.
 */
export function ScoreCheck({ noticeId }: { noticeId: string }) {
  const { t } = useTranslation('answerKeys');
  const language = useContentLanguage();
  const answerKey = useAnswerKey(noticeId);
  const [again, setAgain] = useState(false);
  if (answerKey.isError) return <Alert variant="destructive">{t('notFound')}</Alert>;
  if (!answerKey.data) return <Spinner label={t('loading')} />;
  const view = answerKey.data;
  const notice = localized(language, view.title, view.titleHi);
  const recruitment = localized(language, view.recruitmentTitle, view.recruitmentTitleHi);
  return (
    <div className="grid gap-4">
      <div>
        <p lang={recruitment.lang} className="text-sm font-medium text-slate-600">
          {recruitment.text}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">
          <span lang={notice.lang}>{t('of', { notice: notice.text })}</span> ·{' '}
          <span data-testid="key-stage">{t(`stage.${view.stage}`)}</span>
        </p>
      </div>
      {view.check && !again ? (
        <CheckResult view={view} check={view.check} onAgain={() => setAgain(true)} />
      ) : (
        <SheetReader view={view} onChecked={() => setAgain(false)} />
      )}
    </div>
  );
}

type Reading =
  { state: 'idle' } | { state: 'reading' } | { state: 'read'; read: ReadSheet } | { state: 'problem'; text: string };

function SheetReader({ view, onChecked }: { view: AnswerKeyView; onChecked: () => void }) {
  const { t } = useTranslation('answerKeys');
  const ids = useId();
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [pasted, setPasted] = useState('');
  const check = useCheckScore(view.noticeId);

  async function read(input: { file: File } | { text: string }) {
    setReading({ state: 'reading' });
    const result = await readResponseSheet(input);
    if (!result.ok) {
      setReading({ state: 'problem', text: t(`read.problems.${result.problem}`) });
    } else if (result.read.kind === 'ids_only' && !view.keyAttached) {
      setReading({ state: 'problem', text: t('read.pasteNeedsFile') });
    } else {
      setReading({ state: 'read', read: result.read });
    }
  }

  const read_ = reading.state === 'read' ? reading.read : null;
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold text-slate-900">
        {t('read.heading')}
      </h2>
      <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="sheet-privacy">
        {t('read.privacy')}
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-file`} className="font-medium text-slate-900">
          {t('read.fileLabel')}
        </label>
        <p id={`${ids}-file-hint`} className="text-sm text-slate-600">
          {t('read.fileHint')}
        </p>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".html,.htm,.mhtml,.mht,text/html,multipart/related"
          aria-describedby={`${ids}-file-hint`}
          className="min-h-11 text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read({ file });
          }}
        />
      </div>
      <p className="text-center text-sm text-slate-500">{t('read.or')}</p>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-paste`} className="font-medium text-slate-900">
          {t('read.pasteLabel')}
        </label>
        <p id={`${ids}-paste-hint`} className="text-sm text-slate-600">
          {t('read.pasteHint')}
        </p>
        <textarea
          id={`${ids}-paste`}
          aria-describedby={`${ids}-paste-hint`}
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          className="rounded-md border border-slate-300 p-2 text-sm"
        />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={pasted.trim() === '' || reading.state === 'reading'}
          onClick={() => void read({ text: pasted })}
        >
          {reading.state === 'reading' ? t('read.reading') : t('read.readButton')}
        </Button>
      </div>
      <div aria-live="polite">
        {reading.state === 'problem' ? (
          <Alert variant="destructive" data-testid="sheet-problem">
            {reading.text}
          </Alert>
        ) : null}
        {read_ ? (
          <div className="grid gap-2 rounded-md bg-slate-50 p-3" data-testid="sheet-read">
            <p className="text-slate-900">
              {t('read.summary', {
                questions: read_.sheet.sections.reduce((sum, s) => sum + s.questions.length, 0),
                sections: read_.sheet.sections.length,
                date: formatDate(read_.sheet.shift.date),
                time: read_.sheet.shift.time,
              })}
            </p>
            {read_.personal.name || read_.personal.rollNumber ? (
              <p className="text-sm text-slate-600">
                {t('read.stays', { name: read_.personal.name ?? '—', roll: read_.personal.rollNumber ?? '—' })}
              </p>
            ) : null}
            {check.isError ? <Alert variant="destructive">{check.error.message}</Alert> : null}
            <Button
              type="button"
              className="justify-self-start"
              disabled={check.isPending}
              onClick={() =>
                check.mutate({ sheet: read_.sheet, markedKey: read_.markedKey }, { onSuccess: () => onChecked() })
              }
            >
              {check.isPending ? t('read.checking') : t('read.check')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function CheckResult({
  view,
  check,
  onAgain,
}: {
  view: AnswerKeyView;
  check: AnswerKeyCheckView;
  onAgain: () => void;
}) {
  const { t } = useTranslation('answerKeys');
  const forget = useForgetCheck(view.noticeId);
  const [date, time] = check.shift.split(' ');
  const { score } = check;
  return (
    <>
      <section aria-labelledby="score-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="score-heading" className="text-lg font-semibold text-slate-900">
          {t('score.heading')}
        </h2>
        <p className="text-3xl font-bold text-slate-900" data-testid="score-total">
          {t('score.marks', { score: formatNumber(score.score), max: formatNumber(score.maxScore) })}
        </p>
        <p className="text-sm text-slate-600">{t('score.shift', { date: formatDate(date), time })}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="score-counts">
          <Figure label={t('score.right')} value={score.correct} />
          <Figure label={t('score.wrong')} value={score.wrong} />
          <Figure label={t('score.unanswered')} value={score.skipped} />
          <Figure label={t('score.lost')} value={formatNumber(score.marksLost)} />
          {score.discarded > 0 ? <Figure label={t('score.dropped')} value={score.discarded} /> : null}
        </dl>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="score-sections">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('score.section')}
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('score.right')} / {t('score.wrong')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('score.sectionMarks')}
                </th>
              </tr>
            </thead>
            <tbody>
              {score.sections.map((section) => (
                <tr key={section.name} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {section.name}
                  </th>
                  <td className="py-1 pr-2">
                    {section.correct} / {section.wrong}
                  </td>
                  <td className="py-1 text-right font-medium">{formatNumber(section.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <StandingCard check={check} />
      <ObjectionWindow view={view} />
      <AnswersList view={view} check={check} />
      <ShareScore noticeId={view.noticeId} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onAgain}>
          {t('again')}
        </Button>
        <Button type="button" variant="outline" disabled={forget.isPending} onClick={() => forget.mutate()}>
          {t('forget')}
        </Button>
      </div>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md bg-slate-50 p-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function StandingCard({ check }: { check: AnswerKeyCheckView }) {
  const { t } = useTranslation('answerKeys');
  const { standing } = check;
  const groupName = (kind: string, value: string) =>
    kind === 'category' ? t('standing.category', { value: value.toUpperCase() }) : t(`standing.${kind}`);
  return (
    <section aria-labelledby="standing-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="standing-heading" className="text-lg font-semibold text-slate-900">
        {t('standing.heading')}
      </h2>
      <ul className="grid gap-2" data-testid="standing-groups">
        {standing.groups.map((group) => (
          <li key={`${group.kind}:${group.value}`} className="flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-medium text-slate-900">{groupName(group.kind, group.value)}</span>
            <span className="text-slate-700">
              {group.rank === null
                ? t('standing.tooFew', { members: group.members, min: STANDING_MIN_MEMBERS })
                : `${t('standing.rank', { rank: group.rank, members: group.members })} · ${t('standing.percentile', {
                    percentile: formatNumber(group.percentile ?? 0),
                  })}`}
            </span>
          </li>
        ))}
      </ul>
      {standing.normalised ? (
        <p className="text-slate-900" data-testid="standing-normalised">
          <span className="font-semibold">
            {t('standing.normalised', { marks: formatNumber(standing.normalised.marks) })}
          </span>{' '}
          <span className="text-sm text-slate-600">
            {t(`standing.method.${standing.normalised.method}`, {
              members: standing.normalised.members,
              shifts: standing.normalised.shifts,
            })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('standing.noNormalised', { min: STANDING_MIN_MEMBERS })}</p>
      )}
      {standing.cutoff ? (
        <p className="text-sm text-slate-900" data-testid="standing-cutoff">
          {t('standing.cutoff', {
            category: standing.cutoff.category.toUpperCase(),
            marks: formatNumber(standing.cutoff.marks),
            distance: formatNumber(Math.abs(standing.cutoff.distance)),
            side: standing.cutoff.distance >= 0 ? t('standing.above') : t('standing.below'),
          })}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{t('standing.estimate')}</p>
    </section>
  );
}

function ObjectionWindow({ view }: { view: AnswerKeyView }) {
  const { t } = useTranslation('answerKeys');
  const { objection } = view;
  if (!objection.start && !objection.end && !objection.link) return null;
  return (
    <p className="grid gap-1 text-sm text-slate-700" data-testid="objection-info">
      {objection.start && objection.end ? (
        <span>{t('objection.window', { start: formatDate(objection.start), end: formatDate(objection.end) })}</span>
      ) : null}
      {objection.feePerQuestion !== null ? <span>{t('objection.fee', { fee: objection.feePerQuestion })}</span> : null}
      {objection.link ? (
        <a href={objection.link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {t('objection.link')}
        </a>
      ) : null}
    </p>
  );
}

function AnswersList({ view, check }: { view: AnswerKeyView; check: AnswerKeyCheckView }) {
  const { t } = useTranslation('answerKeys');
  const objections = useObjections(view.noticeId);
  const [marked, setMarked] = useState(() => new Set(check.objections));
  return (
    <section aria-labelledby="answers-heading" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="answers-heading" className="text-lg font-semibold text-slate-900">
        {t('answers.heading')}
      </h2>
      <ol className="grid gap-1 text-sm" data-testid="answers-list">
        {check.score.answers.map((answer) => (
          <li
            key={answer.questionId}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 border-t border-slate-100 py-1"
            data-outcome={answer.outcome}
          >
            <span className="font-medium text-slate-900">{t('answers.number', { number: answer.number })}</span>
            <span className="text-slate-700">
              {t('answers.yours')}: {answer.chosenOption ?? t('answers.none')} · {t('answers.key')}:{' '}
              {answer.rightOptions ? answer.rightOptions.join(', ') : t('answers.droppedKey')} (
              {formatNumber(answer.marks)})
            </span>
            <label className="col-start-2 flex min-h-11 items-center gap-2 text-slate-700">
              <input
                type="checkbox"
                checked={marked.has(answer.questionId)}
                onChange={(event) => {
                  const next = new Set(marked);
                  if (event.target.checked) next.add(answer.questionId);
                  else next.delete(answer.questionId);
                  setMarked(next);
                }}
              />
              {t('answers.object')}
            </label>
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="grid gap-2">
        {objections.isSuccess ? (
          <p className="text-sm text-emerald-800">
            {t('answers.objectionsSaved', { count: objections.data.objections.length })}
          </p>
        ) : null}
        {objections.isError ? <Alert variant="destructive">{objections.error.message}</Alert> : null}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={objections.isPending}
          onClick={() => objections.mutate([...marked])}
        >
          {t('answers.saveObjections')}
        </Button>
      </div>
    </section>
  );
}

/**
 * "Share my score": the server draws the card (the exam, marks, rank, normalised marks; it never had the
 * sheet's name or roll number), which goes to the phone's share sheet, or is downloaded where there is none.
 */
function ShareScore({ noticeId }: { noticeId: string }) {
  const { t } = useTranslation('answerKeys');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  async function share() {
    setState('working');
    try {
      const response = await fetch(`/api/answer-keys/${noticeId}/check/card.png`, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`card: ${response.status}`);
      const file = new File([await response.blob()], 'my-score.png', { type: 'image/png' });
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        await navigator.share({ files: [file], title: t('share.title') });
      } else {
        const url = URL.createObjectURL(file);
        const link = document.createElement('a');
        link.href = url;
        link.download = file.name;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
      setState('idle');
    } catch (error) {
      // Closing the share sheet is not a failure.
      setState(error instanceof DOMException && error.name === 'AbortError' ? 'idle' : 'failed');
    }
  }
  return (
    <div className="grid gap-1" aria-live="polite">
      <Button
        type="button"
        className="justify-self-start"
        disabled={state === 'working'}
        onClick={() => void share()}
        data-testid="share-score"
      >
        {state === 'working' ? t('share.working') : t('share.button')}
      </Button>
      <p className="text-xs text-slate-600">{t('share.hint')}</p>
      {state === 'failed' ? <Alert variant="destructive">{t('share.failed')}</Alert> : null}
    </div>
  );
}
