import { useTranslation } from '../../../../lib/use-translation.ts';
import type { PaperLanguage } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { cn } from '../../../../lib/cn.ts';
import type { CropBox } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { isBilingual, type PaperQuestion } from '@jobportal/shared/domain/mock-tests/paper-crop/index';
import { focusSelectedBox } from './box-panel.tsx';

/**
 * The questions as the boxes make them, by number: each with its English and Hindi boxes side by side
 * (the pairing), a box per part. Choosing one selects it on its page. A version missing from a bilingual
 * paper is marked.
 */
export function QuestionList({
  questions,
  selected,
  onSelect,
}: {
  questions: PaperQuestion[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('paperCrop');
  const bilingual = isBilingual(questions);
  const languages: PaperLanguage[] = bilingual ? ['en', 'hi'] : questions.some((q) => q.en.length) ? ['en'] : ['hi'];

  function choose(box: CropBox) {
    onSelect(box.id);
    document.getElementById(`crop-box-${box.id}`)?.scrollIntoView?.({ block: 'center' });
    focusSelectedBox();
  }

  return (
    <div
      tabIndex={0}
      role="region"
      aria-labelledby="crop-questions"
      className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <table className="w-full text-sm" data-testid="question-list">
        <caption id="crop-questions" className="px-3 py-2 text-left font-semibold text-slate-900">
          {t('list.title', { total: questions.length })}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-1 text-left">
              {t('list.number')}
            </th>
            {languages.map((language) => (
              <th key={language} scope="col" className="px-3 py-1 text-left">
                {t(`language.${language}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr
              key={question.number}
              data-testid="question-row"
              data-number={question.number}
              className="border-t border-slate-100"
            >
              <th scope="row" className="px-3 py-1 text-left font-medium text-slate-900">
                {t('list.question', { number: question.number })}
              </th>
              {languages.map((language) => (
                <td key={language} className="px-3 py-1" data-language={language}>
                  {question[language].length === 0 ? (
                    <span className="text-xs font-medium text-red-700">{t('list.missing')}</span>
                  ) : (
                    <span className="flex flex-wrap gap-1">
                      {question[language].map((box, part) => (
                        <button
                          key={box.id}
                          type="button"
                          aria-pressed={box.id === selected}
                          className={cn(
                            'rounded border px-1.5 py-0.5 text-xs font-medium',
                            'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                            language === 'hi' ? 'border-orange-700 text-orange-900' : 'border-blue-700 text-blue-900',
                            box.id === selected && (language === 'hi' ? 'bg-orange-100' : 'bg-blue-100'),
                          )}
                          onClick={() => choose(box)}
                        >
                          <span aria-hidden="true">{t('list.part', { page: box.pageIndex + 1 })}</span>
                          <span className="sr-only">
                            {t('list.partName', {
                              number: question.number,
                              language: t(`language.${language}`),
                              part: part + 1,
                              page: box.pageIndex + 1,
                            })}
                          </span>
                        </button>
                      ))}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
