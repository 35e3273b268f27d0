import '../../features/answer-keys/strings.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useParams } from 'react-router';
import { ScoreCheck } from '../../features/answer-keys/components/score-check.tsx';
import { PageHead } from '../layout/page-head.tsx';

/** `/answer-key/{noticeId}/check`: "Check my score" on one answer key (decision 040). */
export function AnswerKeyCheckPage() {
  const { t } = useTranslation('answerKeys');
  const { noticeId = '' } = useParams();
  return (
    <>
      <PageHead title={t('title')} description={t('read.privacy')} />
      <ScoreCheck noticeId={noticeId} />
    </>
  );
}
