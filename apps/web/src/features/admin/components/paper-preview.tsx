import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { inLanguage, type MockTestLanguage, type MockTestPaper } from '@jobportal/shared';
import { RichText } from '../../../components/rich-text.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * A paper as the candidate will see it, from the server's dry run: the same rendered HTML and MathML
 * the player shows, each set's passage above its questions, in English or Hindi.
 */
export function PaperPreview({ paper }: { paper: MockTestPaper }) {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<MockTestLanguage>('en');
  // Numbers run through the whole paper, as in the official one.
  const bases = paper.sections.map((_, s) =>
    paper.sections.slice(0, s).reduce((sum, section) => sum + section.questions.length, 0),
  );
  return (
    <section aria-labelledby="paper-preview" className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="paper-preview" className="font-semibold text-slate-900">
          {t('mockTests.preview.title')}
        </h3>
        <div role="group" aria-label={t('mockTests.preview.language')} className="flex gap-1">
          {paper.languages.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
              className={cn(
                'min-h-9 rounded-md border px-3 text-sm',
                language === code ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
              )}
            >
              {code === 'hi' ? 'हिन्दी' : 'English'}
            </button>
          ))}
        </div>
      </div>
      <div lang={language} className="grid gap-4">
        {paper.sections.map((section, s) => (
          <div key={section.key} className="grid gap-3">
            <h4 className="text-sm font-semibold text-slate-700">
              {language === 'hi' && section.titleHi ? section.titleHi : section.title}
            </h4>
            <ol className="grid gap-3">
              {section.questions.map((question, q) => {
                const number = bases[s]! + q + 1;
                const passage = section.passages.find((p) => p.key === question.passage && p.firstNumber === number);
                return (
                  <li key={question.key} className="grid gap-2" data-testid="preview-question">
                    {passage ? (
                      <div className="rounded-lg bg-slate-50 p-3" data-testid="preview-passage">
                        <p className="mb-1 text-xs font-semibold text-slate-600">
                          {t('mockTests.preview.directions', { from: passage.firstNumber, to: passage.lastNumber })}
                        </p>
                        <RichText html={inLanguage(passage.text, language)} />
                      </div>
                    ) : null}
                    <div className="flex gap-2">
                      <span className="font-semibold text-slate-600">{number}.</span>
                      <RichText html={inLanguage(question.text, language)} className="flex-1" />
                    </div>
                    {question.type === 'numeric' ? (
                      <p className="ml-6 text-sm text-slate-600">{t('mockTests.preview.numeric')}</p>
                    ) : (
                      <>
                        {question.type === 'multiple' ? (
                          <p className="ml-6 text-sm text-slate-600">{t('mockTests.preview.multiple')}</p>
                        ) : null}
                        <ul className="ml-6 grid gap-1">
                          {question.options.map((option, index) => (
                            <li key={index} className="flex gap-2">
                              <span className="text-slate-600">{String.fromCharCode(65 + index)}.</span>
                              <RichText html={inLanguage(option, language)} inline />
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
