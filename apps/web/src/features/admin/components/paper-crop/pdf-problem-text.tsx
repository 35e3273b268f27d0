import { useTranslation } from '../../../../lib/use-translation.ts';
import type { PdfProblem } from './pdf-problems.ts';

/** A PDF's problem in the interface's language (in English, the engine's own words). */
export function PdfProblemText({ problem }: { problem: PdfProblem }) {
  const { t } = useTranslation('paperCrop');
  return <p data-testid="pdf-problem">{t(`problems.${problem.kind}`, { size: problem.size, limit: problem.limit })}</p>;
}
