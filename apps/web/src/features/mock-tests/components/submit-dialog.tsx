import { useTranslation } from '../../../lib/use-translation.ts';
import { paletteCounts, PALETTE_STATES, type MockTestLanguage, type MockTestPaper } from '@jobportal/shared';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import type { Responses } from '../lib/player.ts';
import { StateBadge } from './question-palette.tsx';

/** The dialog that asks before submitting, with what is answered so far. */
export function SubmitDialog({
  open,
  onOpenChange,
  paper,
  responses,
  language,
  failed,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paper: MockTestPaper;
  responses: Responses;
  language: MockTestLanguage;
  /** The last submit failed. */
  failed: boolean;
  /** A submit is on its way. */
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('mockTests');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('player.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('player.confirmText')}</DialogDescription>
        </DialogHeader>
        <SubmitSummary paper={paper} responses={responses} language={language} />
        {failed ? (
          <Alert variant="destructive">
            <AlertDescription>{t('player.submitFailed')}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('player.cancel')}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {t('player.confirmSubmit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The submit confirmation: how many questions are in each state, per section and in all. */
function SubmitSummary({
  paper,
  responses,
  language,
}: {
  paper: MockTestPaper;
  responses: Responses;
  language: MockTestLanguage;
}) {
  const { t } = useTranslation('mockTests');
  const allKeys = paper.sections.flatMap((s) => s.questions.map((q) => q.key));
  const list = Object.values(responses);
  const total = paletteCounts(allKeys, list);
  const sections = paper.sections.map((section) => ({
    key: section.key,
    name: language === 'hi' && section.titleHi ? section.titleHi : section.title,
    counts: paletteCounts(
      section.questions.map((q) => q.key),
      list,
    ),
  }));
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1.5 text-sm" data-testid="submit-total">
        {PALETTE_STATES.map((s) => (
          <li key={s} className="flex items-center gap-2" data-state={s}>
            <StateBadge state={s}>{total[s]}</StateBadge>
            <span>{t(`states.${s}`)}</span>
          </li>
        ))}
      </ul>
      {sections.length > 1 ? (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div className="overflow-x-auto rounded-md" role="region" aria-label={t('result.sections')} tabIndex={0}>
          <table className="w-full min-w-[26rem] text-left text-xs" data-testid="submit-sections">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1 pr-2 font-medium">{t('result.columns.name')}</th>
                {PALETTE_STATES.map((s) => (
                  <th key={s} className="px-1 py-1 font-medium">
                    {t(`states.${s}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sections.map((row) => (
                <tr key={row.key} className="border-b border-slate-100" data-row={row.key}>
                  <td className="py-1 pr-2">{row.name}</td>
                  {PALETTE_STATES.map((s) => (
                    <td key={s} className="px-1 py-1 tabular-nums" data-state={s}>
                      {row.counts[s]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
