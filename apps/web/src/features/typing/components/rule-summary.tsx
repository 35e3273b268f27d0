import { useTranslation } from '../../../lib/use-translation.ts';
import type { TypingRuleSet } from '@jobportal/shared';
import { formatNumber } from '../../../lib/format.ts';

/** The figures of a rule set as a short list: speed, error limits, time, and whether they await a check. */
export function RuleSummary({ ruleSet, mode }: { ruleSet: TypingRuleSet; mode?: 'exam' | 'practice' }) {
  const { t } = useTranslation('typing');
  const { speed, allowedErrorPercent } = ruleSet;
  return (
    <ul className="grid gap-0.5 text-sm text-slate-700" data-testid="rule-summary">
      <li>
        {speed
          ? t('rules.speed', {
              value: formatNumber(speed.value),
              unit: t(`rules.units.${speed.unit}`),
              basis: t(`rules.basis.${speed.basis}`),
            })
          : t('rules.noSpeed')}
      </li>
      <li>
        {allowedErrorPercent
          ? t('rules.errors', { ur: allowedErrorPercent.ur, other: allowedErrorPercent.other })
          : t('rules.noErrorLimit')}
      </li>
      <li>{t('rules.time', { minutes: ruleSet.minutes })}</li>
      {mode !== 'practice' ? <li>{t(`rules.untyped.${ruleSet.untypedWords}`)}</li> : null}
      {ruleSet.note ? <li className="text-slate-600">{ruleSet.note}</li> : null}
      {ruleSet.verify ? <li className="text-amber-800">{t('rules.verify')}</li> : null}
    </ul>
  );
}
