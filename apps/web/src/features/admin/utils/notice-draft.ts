import type { TFunction } from 'i18next';
import { noticeWrite, type AdminNotice, type NoticeType, type NoticeWrite } from '@jobportal/shared';
import { friendlyErrors, pathErrorsOf, type PathErrors } from './errors.ts';
import { todayInIndia } from './format.ts';

/** The notice form's values, as the inputs hold them. */
export type NoticeDraft = {
  type: NoticeType;
  title: string;
  titleHi: string;
  body: string;
  bodyHi: string;
  date: string;
  status: AdminNotice['status'];
  publishAt: string;
  objectionStart: string;
  objectionEnd: string;
  objectionFeePerQuestion: string;
  examDate: string;
  examDateStatus: '' | 'tentative' | 'confirmed';
};

/** Answer keys carry an objection window and fee; exam dates (and admit cards) an exam date. */
export const hasObjectionWindow = (type: NoticeType) => type === 'answer_key';
export const hasExamDate = (type: NoticeType) => type === 'exam_date' || type === 'admit_card';

export function emptyNotice(today = todayInIndia()): NoticeDraft {
  return {
    type: 'job',
    title: '',
    titleHi: '',
    body: '',
    bodyHi: '',
    date: today,
    status: 'published',
    publishAt: '',
    objectionStart: '',
    objectionEnd: '',
    objectionFeePerQuestion: '',
    examDate: '',
    examDateStatus: '',
  };
}

const str = (value: string | number | null) => (value === null ? '' : String(value));

export function noticeToDraft(notice: AdminNotice): NoticeDraft {
  return {
    type: notice.type,
    title: notice.title,
    titleHi: str(notice.titleHi),
    body: str(notice.body),
    bodyHi: str(notice.bodyHi),
    date: notice.date,
    status: notice.status,
    publishAt: str(notice.publishAt),
    objectionStart: str(notice.objectionStart),
    objectionEnd: str(notice.objectionEnd),
    objectionFeePerQuestion: str(notice.objectionFeePerQuestion),
    examDate: str(notice.examDate),
    examDateStatus:
      notice.examDateStatus === 'tentative' || notice.examDateStatus === 'confirmed' ? notice.examDateStatus : '',
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);

/** The write contract's shape; fields that do not belong to the chosen type are left out. */
export function toNoticeWrite(draft: NoticeDraft, recruitmentId: string | null): NoticeWrite {
  const objection = hasObjectionWindow(draft.type);
  const exam = hasExamDate(draft.type);
  return {
    recruitmentId,
    type: draft.type,
    title: draft.title,
    titleHi: optional(draft.titleHi),
    body: optional(draft.body),
    bodyHi: optional(draft.bodyHi),
    date: draft.date,
    status: draft.status,
    ...(draft.status === 'scheduled' && draft.publishAt ? { publishAt: draft.publishAt } : {}),
    ...(objection
      ? {
          objectionStart: optional(draft.objectionStart),
          objectionEnd: optional(draft.objectionEnd),
          objectionFeePerQuestion:
            draft.objectionFeePerQuestion.trim() === '' ? undefined : Number(draft.objectionFeePerQuestion),
        }
      : {}),
    ...(exam ? { examDate: optional(draft.examDate), examDateStatus: draft.examDateStatus || undefined } : {}),
  };
}

/** What the contract says about the notice, by field, plus an objection window that ends before it starts. */
export function validateNotice(draft: NoticeDraft, t: TFunction<'admin'>): PathErrors {
  const result = noticeWrite.safeParse(toNoticeWrite(draft, null), { error: friendlyErrors(t) });
  const errors = result.success ? {} : pathErrorsOf(result.error.issues);
  if (
    hasObjectionWindow(draft.type) &&
    draft.objectionStart &&
    draft.objectionEnd &&
    draft.objectionEnd < draft.objectionStart
  ) {
    errors['objectionEnd'] ??= t('notices.form.endBeforeStart');
  }
  return errors;
}
