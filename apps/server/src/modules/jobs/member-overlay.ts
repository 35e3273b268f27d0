import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  eligibilitySummaryOf,
  evaluateEligibility,
  jobDetail,
  jobsPage,
  type EligibilityProfile,
  type JobDetail,
  type EligibilityRecruitment,
} from '@jobportal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { CardWithRules } from './jobs.repository.ts';

/**
 * A member's `/api/jobs` page as the public page plus their verdicts, written out without building
 * and checking the whole answer again per request (decision 019). The public page is checked against
 * the contract and written out once (each card's JSON, open where its verdict goes); per request only
 * the verdicts are added, each found once per recruitment and set of facts.
 */
export type WrittenPage = {
  /** Each card's JSON without its closing brace. */
  cards: string[];
  rules: EligibilityRecruitment[];
  ids: string[];
  /** `],"total":…}`: what follows the items. */
  tail: string;
  /** Names this public page: with the verdicts, the ETag of a member's answer. */
  version: string;
};

/** Writes out a public page once (after checking it against the `jobsPage` contract). */
export function writePage(
  found: { items: CardWithRules[]; total: number; totalCapped: boolean },
  paging: { page: number; perPage: number },
): WrittenPage {
  const { items, ...counted } = found;
  const checked = jobsPage.parse({ items: items.map(({ card }) => card), ...counted, ...paging });
  const cards = checked.items.map((card) => JSON.stringify(card).slice(0, -1));
  const { items: _items, ...rest } = checked;
  const tail = `],${JSON.stringify(rest).slice(1)}`;
  return {
    cards,
    rules: items.map(({ rules }) => rules),
    ids: checked.items.map((card) => card.id),
    tail,
    version: createHash('sha1').update(cards.join()).update(tail).digest('base64url'),
  };
}

/** A public recruitment written out once, open where the member's verdict goes. */
export type WrittenJob = { open: string; job: JobDetail; version: string };

/** Writes out a public recruitment once (after checking it against the `jobDetail` contract). */
export function writeJob(job: JobDetail): WrittenJob {
  const checked = jobDetail.parse(job);
  const text = JSON.stringify(checked);
  return { open: text.slice(0, -1), job: checked, version: createHash('sha1').update(text).digest('base64url') };
}

export type Verdicts = {
  /** The member's list (JSON) and its ETag. */
  answer(page: WrittenPage, profile: EligibilityProfile): { body: string; etag: string };
  /** The member's recruitment (JSON, with their whole verdict: every post's checks) and its ETag. */
  answerJob(written: WrittenJob, profile: EligibilityProfile): { body: string; etag: string };
  close(): void;
};

const factsKey = (profile: EligibilityProfile) =>
  `${profile.dateOfBirth}|${profile.category}|${profile.pwbd}|${profile.exServiceman}|${profile.state}|${profile.qualification}`;
const etagOf = (prefix: string, version: string, parts: string) =>
  `W/"${prefix}${createHash('sha1').update(version).update(parts).digest('base64url')}"`;

/**
 * Verdicts kept per recruitment and set of facts (members with the same facts share them), forgotten
 * when content changes (the rules may have).
 */
export function createVerdicts(changeFeed: ChangeFeed, max = 200_000): Verdicts {
  const kept = new LRUCache<string, string>({ max });
  const unsubscribe = changeFeed.subscribe((change) => {
    if (change.kind === 'content-changed' || change.kind === 'missed') kept.clear();
  });
  return {
    answerJob(written, profile) {
      const key = `d|${written.job.id}|${factsKey(profile)}`;
      let verdict = kept.get(key);
      if (verdict === undefined) {
        verdict = JSON.stringify(evaluateEligibility(written.job, profile));
        kept.set(key, verdict);
      }
      return { body: `${written.open},"eligibility":${verdict}}`, etag: etagOf('j', written.version, verdict) };
    },
    answer(page, profile) {
      const facts = factsKey(profile);
      const verdicts = page.ids.map((id, index) => {
        const key = `${id}|${facts}`;
        let verdict = kept.get(key);
        if (verdict === undefined) {
          verdict = JSON.stringify(eligibilitySummaryOf(evaluateEligibility(page.rules[index]!, profile)));
          kept.set(key, verdict);
        }
        return verdict;
      });
      let body = '{"items":[';
      for (let index = 0; index < page.cards.length; index += 1) {
        if (index > 0) body += ',';
        body += `${page.cards[index]},"eligibility":${verdicts[index]}}`;
      }
      body += page.tail;
      return { body, etag: etagOf('m', page.version, verdicts.join()) };
    },
    close: unsubscribe,
  };
}
