import type { TFunction } from 'i18next';
import type { Notification } from '@jobportal/shared';

/** The sentence a notification shows, from its kind and data, in the reader's language. */
export function notificationText(t: TFunction<'alerts'>, item: Notification): string {
  const title = item.title;
  switch (item.kind) {
    case 'alert': {
      const type = String(item.data['noticeType'] ?? '');
      if (
        type === 'job' ||
        type === 'result' ||
        type === 'admit_card' ||
        type === 'answer_key' ||
        type === 'exam_date'
      ) {
        return t(`kind.alert.${type}`, { title });
      }
      return t('kind.alert.other', { title });
    }
    case 'reminder': {
      const days = Number(item.data['daysLeft'] ?? 0);
      const when =
        days <= 0
          ? t('kind.when.today')
          : days === 1
            ? t('kind.when.tomorrow')
            : t('kind.when.inDays', { count: days });
      const kind = String(item.data['dateKind'] ?? 'last_date');
      const key = kind === 'fee_last_date' || kind === 'admit_card' ? kind : 'last_date';
      return t(`kind.reminder.${key}`, { title, when });
    }
    default:
      return t(`kind.${item.kind}`, { title });
  }
}
