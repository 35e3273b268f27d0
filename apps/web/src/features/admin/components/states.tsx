import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { errorText } from '../utils/errors.ts';

/**
 * The admin area's names for the list family's states (`components/list/list-states.tsx`): the same
 * components as every public list, with the server's message as the error's detail.
 */
export { ListEmpty as Empty, ListLoading as Loading };

/** A failed load: "Could not load this", the server's message and "Try again". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return <ListError title={t('common.loadFailed')} detail={errorText(error, t)} onRetry={onRetry} />;
}
