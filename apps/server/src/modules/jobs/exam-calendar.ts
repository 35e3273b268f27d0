import ical from 'ical-generator';
import type { NoticeListItem } from '@jobportal/shared';

/**
 * An iCalendar file of exam dates (all-day events), for phone calendars. Tentative dates are marked
 * as such, so a candidate knows to check again.
 */
export function examCalendar(notices: NoticeListItem[], appUrl: string): string {
  const calendar = ical({ name: 'JobPortal exam dates', prodId: { company: 'JobPortal', product: 'exam-dates' } });
  for (const notice of notices) {
    if (!notice.examDate) continue;
    const tentative = notice.examDateStatus !== 'confirmed';
    const [year, month, day] = notice.examDate.split('-').map(Number) as [number, number, number];
    calendar.createEvent({
      id: `${notice.id}@jobportal`,
      start: new Date(Date.UTC(year, month - 1, day)),
      allDay: true,
      summary: `${tentative ? '(Tentative) ' : ''}${notice.title}`,
      description: [notice.recruitment?.title, tentative ? 'Date is tentative: check the official notice.' : '']
        .filter(Boolean)
        .join('\n'),
      url: notice.recruitment ? `${appUrl}/jobs/${notice.recruitment.slug}` : `${appUrl}/exam-date`,
    });
  }
  return calendar.toString();
}
