import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/cn.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../lib/i18n.ts';
import { useLanguage } from '../hooks/use-language.ts';

/**
 * English / हिन्दी: two buttons, the current one pressed. Each name is written in its own script (and
 * marked with its `lang`), so a reader finds their language whatever the page shows now.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      data-testid="ui-language-switch"
      className={cn('inline-flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5 text-sm', className)}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => void change(code)}
          className={cn(
            'min-h-11 min-w-11 cursor-pointer rounded px-2 font-medium sm:min-h-9 text-slate-700 hover:bg-slate-100',
            'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
            language === code && 'bg-brand-600 text-white hover:bg-brand-600',
          )}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
