import type { TFunction } from 'i18next';
import { alertItemNames, ANNOUNCED_NOTICE_TYPES, type Notification } from '@jobportal/shared';
import type { Language } from '../../../lib/i18n.ts';

/**
 * The sentence a notification shows, from its kind and data, in the reader's language. An alert or
 * reminder names its item in that language where it has it (the mails' rule, `alertItemNames`): a
 * notice of a recruitment names the recruitment first; an item stored without one, its title alone.
 */
export function notificationText(t: TFunction<'alerts'>, item: Notification, language: Language): string {
  const names = alertItemNames(item, language);
  const title = names.recruitment
    ? t('kind.named', { recruitment: names.recruitment, title: names.title })
    : names.title;
  switch (item.kind) {
    case 'alert': {
      const type = ANNOUNCED_NOTICE_TYPES.find((announced) => announced === item.data['noticeType']);
      if (type) return t(`kind.alert.${type}`, { title });
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
      const key = kind === 'fee_last_date' || kind === 'admit_card' || kind === 'objection_end' ? kind : 'last_date';
      return t(`kind.reminder.${key}`, { title, when });
    }
    case 'score_changed': {
      // "your score changed from 142.50 to 144.50: 2 questions dropped"
      const marks = (value: unknown) => Number(value ?? 0).toFixed(2);
      const dropped = Number(item.data['dropped'] ?? 0);
      const values = { title: item.title, from: marks(item.data['from']), to: marks(item.data['to']) };
      return dropped > 0
        ? t('kind.score_changed_dropped', { ...values, count: dropped })
        : t('kind.score_changed', values);
    }
    default:
      return t(`kind.${item.kind}`, { title: item.title });
  }
}
