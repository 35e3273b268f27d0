import { Calculator, CalendarPlus, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { JOBS_PER_PAGE, type NoticeListItem, type NoticeType } from '@jobportal/shared';
import { FilterBar, ListSearch } from '../../../components/list/filter-bar.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list/list-states.tsx';
import { Pagination } from '../../../components/list/pagination.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { OfflineNote } from '../../../components/offline-note.tsx';
import { noticesRequestPath, useNotices } from '../api/get-notices.ts';
import { formatDate, formatMonthYear } from '../../../lib/format.ts';
import { alternate, localized, useContentLanguage } from '../../../lib/localized.ts';

/** A list page of one notice type: search and page kept in the URL. */
export function NoticesBrowser({ type }: { type: NoticeType }) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const q = params.get('q') ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const request = { type, q, page, when: type === 'exam_date' ? ('upcoming' as const) : undefined };
  const notices = useNotices(request);
  const [text, setText] = useState(q ?? '');
  const clamping = usePageInRange(page, notices.data);

  return (
    <div className="grid gap-4">
      <OfflineNote paths={[noticesRequestPath(request)]} />
      {type === 'exam_date' ? (
        <a
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline"
          href="/api/exam-dates.ics"
          download
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t('notices.calendarAll')}
        </a>
      ) : null}
      <FilterBar
        search={
          <ListSearch
            id="notice-search"
            label={t('notices.searchLabel')}
            placeholder={t('notices.searchPlaceholder')}
            buttonLabel={t('jobs.search')}
            value={text}
            onValueChange={setText}
            onSearch={(value) => update({ q: value })}
          />
        }
      />
      {notices.isPending || clamping ? <ListLoading /> : null}
      {notices.isError ? <ListError title={t('jobs.loadFailed')} onRetry={() => void notices.refetch()} /> : null}
      {notices.data && !clamping ? (
        notices.data.items.length === 0 ? (
          <ListEmpty text={type === 'exam_date' ? t('notices.noUpcoming') : t('notices.empty')} />
        ) : (
          <div className="grid gap-4">
            {groups(type, notices.data.items).map((group) => (
              <section key={group.label} aria-label={group.label || undefined}>
                {group.label ? (
                  <h2
                    className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase"
                    data-testid="month-heading"
                  >
                    {group.label}
                  </h2>
                ) : null}
                <ul className="grid gap-3">
                  {group.items.map((notice) => (
                    <NoticeRow key={notice.id} notice={notice} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )
      ) : null}
      {notices.data && !clamping ? (
        <Pagination
          page={page}
          perPage={notices.data.perPage ?? JOBS_PER_PAGE}
          total={notices.data.total}
          label={t('jobs.pagination')}
          onPage={(next) => update({ page: String(next) })}
        />
      ) : null}
      {type === 'exam_date' ? <PastExams key={q ?? ''} q={q} /> : null}
    </div>
  );
}

/**
 * Exams already held, under a collapsed "Past exams" (latest first): loaded only once opened, paged on
 * their own so the calendar of upcoming exams keeps the URL.
 */
function PastExams({ q }: { q: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const past = useNotices({ type: 'exam_date', q, page, when: 'past' }, { enabled: open });
  return (
    <details
      data-testid="past-exams"
      className="rounded-xl border border-slate-200 bg-white"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-slate-800">
        {t('notices.pastExams')}
      </summary>
      {open ? (
        <div className="grid gap-4 border-t border-slate-100 p-4">
          {past.isPending ? <ListLoading /> : null}
          {past.isError ? <ListError title={t('jobs.loadFailed')} onRetry={() => void past.refetch()} /> : null}
          {past.data && past.data.items.length === 0 ? <ListEmpty text={t('notices.noPast')} /> : null}
          {past.data
            ? groups('exam_date', past.data.items).map((group) => (
                <section key={group.label} aria-label={group.label || undefined}>
                  {group.label ? (
                    <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{group.label}</h3>
                  ) : null}
                  <ul className="grid gap-3">
                    {group.items.map((notice) => (
                      <NoticeRow key={notice.id} notice={notice} testId="past-exam-row" />
                    ))}
                  </ul>
                </section>
              ))
            : null}
          {past.data ? (
            <Pagination
              page={page}
              perPage={past.data.perPage}
              total={past.data.total}
              label={t('notices.pastExams')}
              onPage={setPage}
            />
          ) : null}
        </div>
      ) : null}
    </details>
  );
}

/** Today's date in India (YYYY-MM-DD), the calendar notices are dated in. */
function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Whether an answer key's objection window is still to open, open, or closed (its last day included). */
export function objectionState(
  notice: Pick<NoticeListItem, 'objectionStart' | 'objectionEnd'>,
  today = todayInIndia(),
): 'upcoming' | 'open' | 'closed' {
  if (notice.objectionEnd && notice.objectionEnd < today) return 'closed';
  if (notice.objectionStart && notice.objectionStart > today) return 'upcoming';
  return 'open';
}

/** Exam dates read as a calendar, grouped by the month of the exam; other lists are one group. */
function groups(type: NoticeType, items: NoticeListItem[]): Array<{ label: string; items: NoticeListItem[] }> {
  if (type !== 'exam_date') return [{ label: '', items }];
  const byMonth = new Map<string, NoticeListItem[]>();
  for (const item of items) {
    const label = item.examDate ? formatMonthYear(item.examDate, { utc: true }) : '';
    byMonth.set(label, [...(byMonth.get(label) ?? []), item]);
  }
  return [...byMonth].map(([label, list]) => ({ label, items: list }));
}

function NoticeRow({ notice, testId = 'notice-row' }: { notice: NoticeListItem; testId?: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const title = localized(language, notice.title, notice.titleHi);
  const otherTitle = alternate(language, notice.title, notice.titleHi);
  const objection = notice.type === 'answer_key' && notice.objectionEnd ? objectionState(notice) : null;
  return (
    <li data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-medium text-slate-500 uppercase">
        {notice.recruitment?.organisationShortName} · {formatDate(notice.date)}
      </p>
      <h2 lang={title.lang} className="font-semibold text-slate-900">
        {title.text}
      </h2>
      {otherTitle ? (
        <p lang={otherTitle.lang} className="text-sm text-slate-600">
          {otherTitle.text}
        </p>
      ) : null}
      {notice.type === 'answer_key' && notice.objectionStart ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="objection-window">
          {t('notices.objectionWindow', {
            start: formatDate(notice.objectionStart),
            end: formatDate(notice.objectionEnd),
          })}
          {notice.objectionFeePerQuestion !== null
            ? ` · ${t('notices.objectionFee', { fee: notice.objectionFeePerQuestion })}`
            : ''}
        </p>
      ) : null}
      {objection ? (
        <p className="mt-1 text-sm">
          <span
            data-testid="objection-status"
            className={
              objection === 'closed'
                ? 'rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-700'
                : 'rounded bg-green-100 px-1.5 text-xs font-semibold text-green-800'
            }
          >
            {objection === 'closed'
              ? t('notices.objectionClosed')
              : objection === 'upcoming'
                ? t('notices.objectionOpens', { date: formatDate(notice.objectionStart) })
                : t('notices.objectionOpenUntil', { date: formatDate(notice.objectionEnd) })}
          </span>
        </p>
      ) : null}
      {notice.type === 'exam_date' && notice.examDate ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="exam-date">
          {t('notices.examOn', { date: formatDate(notice.examDate) })}{' '}
          <span
            className={
              notice.examDateStatus === 'confirmed'
                ? 'rounded bg-green-100 px-1.5 text-xs font-semibold text-green-800'
                : 'rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900'
            }
          >
            {notice.examDateStatus === 'confirmed' ? t('notices.confirmed') : t('notices.tentative')}
          </span>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-4 text-sm">
        {notice.scoreCheck ? (
          <Link
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
            to={`/answer-key/${notice.id}/check`}
            data-testid="check-score"
          >
            <Calculator className="size-4" aria-hidden="true" />
            {t('notices.checkScore')}
          </Link>
        ) : null}
        {notice.pdfFileId ? (
          <Link className="inline-flex items-center gap-1 text-brand-700 underline" to={`/notice/${notice.id}/pdf`}>
            <FileText className="size-4" aria-hidden="true" />
            {t('jobDetail.pdf')}
          </Link>
        ) : null}
        {notice.type === 'exam_date' && notice.examDate ? (
          <a
            className="inline-flex items-center gap-1 text-brand-700 underline"
            href={`/api/notices/${notice.id}/ics`}
            download
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('notices.calendarOne')}
          </a>
        ) : null}
        {notice.recruitment ? (
          <Link className="text-brand-700 underline" to={`/jobs/${notice.recruitment.slug}`}>
            {t('notices.recruitment')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
