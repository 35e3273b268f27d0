import { Grid3x3 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate } from 'react-router';
import { paletteCounts, paletteState, type MockTestAttemptState, type MockTestResponse } from '@jobportal/shared';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { useMockTestAttempt } from '../api/mock-tests-api.ts';
import { useAttemptClock } from '../hooks/use-attempt-clock.ts';
import { useAttemptSession, useDraft } from '../hooks/use-attempt-session.ts';
import { useSubmission } from '../hooks/use-submission.ts';
import type { DraftStore } from '../lib/draft-store.ts';
import { isMissing, mockTestPaths } from '../lib/paths.ts';
import { nextPosition, previousPosition, type PlayerAction, type Position } from '../lib/player.ts';
import { prefetchFigures } from '../lib/prefetch-figures.ts';
import { BackToTests } from './back-to-tests.tsx';
import { PassagePanel } from './passage-panel.tsx';
import { PlayerHeader } from './player-header.tsx';
import { PaletteLegend, QuestionPalette, type PaletteItem } from './question-palette.tsx';
import { QuestionCard } from './question-card.tsx';
import { SectionTabs } from './section-tabs.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { SyncNotice } from './sync-notice.tsx';

/** Tailwind's `lg`: the palette stands beside the question. */
const WIDE_QUERY = '(min-width: 1024px)';

/** The CBT player for one attempt (its own lazily loaded chunk). */
export function TestPlayer({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('mockTests');
  const attempt = useMockTestAttempt(attemptId);
  if (attempt.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (attempt.isError) {
    if (isMissing(attempt.error)) {
      return (
        <NotFoundState
          title={t('notFound.attemptTitle')}
          text={t('notFound.attempt')}
          backTo={mockTestPaths.catalogue}
          backLabel={t('instructions.back')}
        />
      );
    }
    return (
      <div className="grid gap-3">
        <Alert variant="destructive">
          <AlertDescription>{attempt.error.message || t('player.loadFailed')}</AlertDescription>
        </Alert>
        <BackToTests />
      </div>
    );
  }
  if (attempt.data.status === 'submitted') return <Navigate to={mockTestPaths.result(attemptId)} replace />;
  return <PlayerSession key={attempt.data.id} state={attempt.data} />;
}

function PlayerSession({ state }: { state: MockTestAttemptState }) {
  const { t } = useTranslation('mockTests');
  const { paper } = state;
  const clock = useAttemptClock(state);
  const { now, isOpen } = clock;
  const session = useAttemptSession(state, clock);
  const { responses, language, position, currentKey } = session;
  const timeUp = session.timeOver || now >= clock.deadline;
  const submission = useSubmission(state.id, session.sync, timeUp);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const wide = useMediaQuery(WIDE_QUERY, { whereMissing: true, onServer: true });
  const [confirming, setConfirming] = useState(false);
  // Every figure of the paper, fetched once now: a network drop later still shows them.
  const [figures] = useState(() => paper.figures);
  useEffect(() => {
    const images = prefetchFigures(figures);
    return () => {
      images.length = 0;
    };
  }, [figures]);

  /** Opens `target` as the session's `go` does, and closes the phone's palette. */
  const go = (target: Position, action?: PlayerAction) => {
    session.go(target, action);
    setPaletteOpen(false);
  };

  // Stable, so the memoised header and tabs are not drawn again at every Save & Next.
  const changeLanguage = useStableCallback(session.changeLanguage);
  const openSection = useStableCallback((index: number) => go({ section: index, question: 0 }));

  const section = paper.sections[position.section]!;
  const question = section.questions[position.question]!;
  const passage = question.passage ? section.passages.find((p) => p.key === question.passage) : undefined;
  const responseList = Object.values(responses);
  const sectionKeys = section.questions.map((q) => q.key);
  const numberBase = paper.sections.slice(0, position.section).reduce((sum, s) => sum + s.questions.length, 0);
  const paletteItems: PaletteItem[] = section.questions.map((q, index) => ({
    key: q.key,
    number: numberBase + index + 1,
    state: paletteState(responses[q.key]),
  }));
  const selectQuestion = (key: string) => {
    const index = section.questions.findIndex((q) => q.key === key);
    if (index >= 0) go({ section: position.section, question: index });
  };
  const palette = (
    <div className="grid gap-4">
      <PaletteLegend counts={paletteCounts(sectionKeys, responseList)} />
      <div>
        <p className="mb-2 text-sm font-semibold text-slate-900">
          {language === 'hi' && section.titleHi ? section.titleHi : section.title}
        </p>
        <QuestionPalette items={paletteItems} currentKey={currentKey} onSelect={selectQuestion} />
      </div>
    </div>
  );

  const confirmSubmit = async () => {
    session.recordTime();
    await submission.submit();
  };

  if (timeUp) {
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center" data-testid="time-up">
        <Spinner />
        <p className="font-medium text-slate-900">{t('player.timeUp')}</p>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="test-player">
      <PlayerHeader
        paper={paper}
        language={language}
        onLanguageChange={changeLanguage}
        serverNow={clock.serverNow}
        deadline={clock.deadline}
        sectionWindow={clock.windows.get(section.key)}
      />

      <SectionTabs
        sections={paper.sections}
        current={position.section}
        language={language}
        now={now}
        windows={clock.windows}
        isOpenAt={clock.isOpenAt}
        onSelect={openSection}
      />

      <SyncNotice store={session.status} />

      <div className="grid gap-3 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_19rem]">
        {/* A set's passage: above the question on a phone, beside it on a wide screen. */}
        <div
          className={cn(
            'grid grid-cols-[minmax(0,1fr)] gap-3',
            passage && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start',
          )}
        >
          {passage ? <PassagePanel key={passage.key} passage={passage} language={language} /> : null}
          <CurrentQuestion
            drafts={session.drafts}
            saved={responses[currentKey]}
            question={question}
            number={numberBase + position.question + 1}
            language={language}
            onChoose={session.choose}
            onType={session.choose}
            onMarkNext={() => go(nextPosition(paper, position, isOpen), 'mark-next')}
            onClear={() => go(position, 'clear')}
            onPrevious={() => go(previousPosition(paper, position, isOpen))}
            previousDisabled={previousPosition(paper, position, isOpen) === position}
            onSaveNext={() => go(nextPosition(paper, position, isOpen), 'save-next')}
          />
        </div>

        {/* Only on a wide screen: a phone's palette is in the sheet, and a hidden copy redrawn at every
            Save & Next was most of a tap's work on a slow phone. */}
        {wide ? (
          <aside
            className="hidden rounded-xl border border-slate-200 bg-white p-4 lg:block"
            aria-label={t('player.palette')}
          >
            {palette}
            <Button className="mt-4 w-full" variant="destructive" onClick={() => setConfirming(true)}>
              {t('player.submit')}
            </Button>
          </aside>
        ) : null}
      </div>

      <div className="flex gap-2 lg:hidden">
        <Button variant="outline" className="flex-1" onClick={() => setPaletteOpen(true)}>
          <Grid3x3 aria-hidden="true" />
          {t('player.showPalette')}
        </Button>
        <Button variant="destructive" className="flex-1" onClick={() => setConfirming(true)}>
          {t('player.submit')}
        </Button>
      </div>

      <Sheet open={paletteOpen} onOpenChange={setPaletteOpen}>
        <SheetContent className="w-[min(22rem,90vw)] p-4 pt-12" aria-describedby={undefined}>
          <SheetTitle className="mb-3 text-base font-semibold">{t('player.palette')}</SheetTitle>
          {palette}
        </SheetContent>
      </Sheet>

      <SubmitDialog
        open={confirming}
        onOpenChange={setConfirming}
        paper={paper}
        responses={responses}
        language={language}
        failed={submission.isError}
        pending={submission.isPending}
        onConfirm={() => void confirmSubmit()}
      />
    </div>
  );
}

/**
 * The question card with the draft on it: the only part of the player that re-renders when an option
 * is chosen or a digit typed.
 */
function CurrentQuestion({
  drafts,
  saved,
  ...card
}: Omit<React.ComponentProps<typeof QuestionCard>, 'draft'> & {
  drafts: DraftStore;
  saved: MockTestResponse | undefined;
}) {
  const draft = useDraft(drafts, card.question, saved);
  return <QuestionCard {...card} draft={draft} />;
}
