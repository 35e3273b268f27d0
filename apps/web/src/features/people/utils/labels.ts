import { QUALIFICATIONS, STATES, TARGET_EXAMS } from '@jobportal/shared';

/** The English label of a state slug; an unknown slug is shown as it is. */
export const stateLabel = (slug: string) => STATES.find((state) => state.slug === slug)?.en ?? slug;

export const qualificationLabel = (slug: string) => QUALIFICATIONS.find((q) => q.slug === slug)?.en ?? slug;

export const examLabel = (slug: string) => TARGET_EXAMS.find((exam) => exam.slug === slug)?.label ?? slug;
