import { memo } from 'react';
import { Timer } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MockTestLanguage, MockTestPaper } from '@jobportal/shared';
import type { SectionWindow } from '../hooks/use-attempt-clock.ts';
import { Countdown } from './player-clock.tsx';

/**
 * The player's header: the paper's title, the section's and the test's time left, and the language
 * switch. Memoised: a Save & Next changes none of it (its clocks tick on their own).
 */
export const PlayerHeader = memo(function PlayerHeader({
  paper,
  language,
  onLanguageChange,
  serverNow,
  deadline,
  sectionWindow,
}: {
  paper: MockTestPaper;
  language: MockTestLanguage;
  onLanguageChange: (language: MockTestLanguage) => void;
  serverNow: () => number;
  deadline: number;
  /** The window of the section on screen. */
  sectionWindow: SectionWindow | undefined;
}) {
  const { t } = useTranslation('mockTests');
  const sectional = paper.sections.some((section) => section.durationMinutes !== null);
  return (
    <header className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{paper.exam}</p>
        <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">
          {language === 'hi' && paper.titleHi ? paper.titleHi : paper.title}
        </h1>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {sectional && sectionWindow ? (
          <div className="text-right">
            <p className="text-xs text-slate-600">{t('player.sectionTimeLeft')}</p>
            <p className="font-mono text-base font-semibold text-slate-900" data-testid="section-timer">
              <Countdown until={sectionWindow.closesAt} serverNow={serverNow} />
            </p>
          </div>
        ) : null}
        <div className="rounded-lg bg-slate-900 px-3 py-1 text-right text-white">
          <p className="text-xs text-slate-300">{t('player.timeLeft')}</p>
          <p
            className="inline-flex items-center gap-1 font-mono text-lg font-semibold"
            data-testid="timer"
            role="timer"
          >
            <Timer className="size-4" aria-hidden="true" />
            <Countdown until={deadline} serverNow={serverNow} />
          </p>
        </div>
        {paper.languages.length > 1 ? (
          <label className="grid gap-0.5 text-xs text-slate-600">
            {t('player.language')}
            {/* A fixed width: the Devanagari font arriving later must not widen it and move the header. */}
            <select
              className="h-11 w-28 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
              value={language}
              onChange={(event) => onLanguageChange(event.target.value as MockTestLanguage)}
              data-testid="language-switch"
            >
              {paper.languages.map((option) => (
                <option key={option} value={option}>
                  {option === 'hi' ? 'हिन्दी' : 'English'}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
    </header>
  );
});
