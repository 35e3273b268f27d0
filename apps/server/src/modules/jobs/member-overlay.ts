import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  eligibilitySummaryOf,
  evaluateEligibility,
  feeForMember,
  jobDetail,
  jobsPage,
  type EligibilityProfile,
  type JobDetail,
  type EligibilityRecruitment,
} from '@jobportal/shared';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { CardWithRules } from './recruitments.repository.ts';
import { scriptSafeJson } from '../documents/index.ts';
import { compressKept } from '../../http/stitched-gzip.ts';

/**
 * A member's `/api/jobs` page as the public page plus their verdicts, written out without building
 * and checking the whole answer again per request (decision 019). The public page is checked against
 * the contract and written out once (each card's JSON, open where its verdict goes); per request only
 * the verdicts are added, each found once per recruitment and set of facts.
 */
export type WrittenPage = {
  /** `{"items":[`, then each card's JSON without its closing brace, then `],"total":…}`. */
  cards: Buffer[];
  rules: EligibilityRecruitment[];
  ids: string[];
  tail: Buffer;
  /** Names this public page: with the member's facts, the ETag of their answer. */
  version: string;
};

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/** Writes out a public page once (after checking it against the `jobsPage` contract). */
export function writePage(
  found: { items: CardWithRules[]; total: number; totalCapped: boolean },
  paging: { page: number; perPage: number },
): WrittenPage {
  const { items, ...counted } = found;
  const checked = jobsPage.parse({ items: items.map(({ card }) => card), ...counted, ...paging });
  const cards = checked.items.map((card) => scriptSafeJson(JSON.stringify(card).slice(0, -1)));
  const { items: _items, ...rest } = checked;
  const tail = `],${scriptSafeJson(JSON.stringify(rest).slice(1))}`;
  return {
    cards: cards.map((card) => Buffer.from(card)),
    rules: items.map(({ rules }) => rules),
    ids: checked.items.map((card) => card.id),
    tail: Buffer.from(tail),
    version: createHash('sha1').update(cards.join()).update(tail).digest('base64url'),
  };
}

/** A public recruitment written out once, open where the member's verdict goes. */
export type WrittenJob = { open: Buffer; job: JobDetail; version: string };

/** Writes out a public recruitment once (after checking it against the `jobDetail` contract). */
export function writeJob(job: JobDetail): WrittenJob {
  const checked = jobDetail.parse(job);
  const text = scriptSafeJson(JSON.stringify(checked));
  const open = Buffer.from(text.slice(0, -1));
  // Kept for every member's answer: compressed once, now (decision 031).
  void compressKept([open]);
  return {
    open,
    job: checked,
    version: createHash('sha1').update(text).digest('base64url'),
  };
}

/** A member's answer: script-safe JSON bytes, and an ETag. */
export type MemberBody = {
  /** The answer as the kept pieces and the member's own, in order (no copy of the kept ones). */
  parts: Buffer[];
  etag: string;
};

const memberBody = (parts: Buffer[], etag: string): MemberBody => ({ parts, etag });

export type Verdicts = {
  /**
   * The member's list. A list answer made for a new set of verdicts is compressed before it is first
   * served (zlib's thread pool, a few milliseconds once), so even its first reader gets it gzipped.
   */
  answer(page: WrittenPage, profile: EligibilityProfile): Promise<MemberBody>;
  /** The member's recruitment (with their whole verdict: every post's checks, and their fee). */
  answerJob(written: WrittenJob, profile: EligibilityProfile): MemberBody;
  close(): void;
};

const factsKey = (profile: EligibilityProfile) =>
  `${profile.dateOfBirth}|${profile.category}|${profile.pwbd}|${profile.exServiceman}|${profile.state}|${profile.qualification}|${profile.gender}`;

/**
 * Verdicts kept per recruitment and set of facts (members with the same facts share them), forgotten
 * when content changes (the rules may have). Each is kept as the bytes that close its card; a list
 * answer is kept whole per set of verdicts.
 */
export function createVerdicts(changeFeed: ChangeFeed, max = 200_000): Verdicts {
  const kept = new LRUCache<string, Buffer>({ max });
  // A member's answer is a function of the public page and their facts: its ETag names both.
  const factsTags = new LRUCache<string, string>({ max: 50_000 });
  // Members whose verdicts on a page are the same share one answer, one buffer: put together once, and
  // kept, so it is also compressed once, as a whole (http/stitched-gzip.ts).
  const answersByVerdicts = new LRUCache<string, Buffer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (answer, sequence) => answer.length + sequence.length,
  });
  const answersByFacts = new LRUCache<string, Buffer>({ max: 50_000 });
  const unsubscribe = changeFeed.subscribe((change) => {
    if (change.kind !== 'content-changed' && change.kind !== 'missed') return;
    kept.clear();
    answersByVerdicts.clear();
    answersByFacts.clear();
  });
  const tagOf = (facts: string) => {
    let tag = factsTags.get(facts);
    if (tag === undefined) {
      tag = createHash('sha1').update(facts).digest('base64url').slice(0, 16);
      factsTags.set(facts, tag);
    }
    return tag;
  };
  const closing = (verdict: unknown) => Buffer.from(`,"eligibility":${scriptSafeJson(JSON.stringify(verdict))}}`);
  return {
    answerJob(written, profile) {
      const facts = factsKey(profile);
      const key = `d|${written.job.id}|${facts}`;
      let verdict = kept.get(key);
      if (verdict === undefined) {
        // The member's fee reads the same facts (category, PwBD, ex-serviceman, gender) as their verdict.
        verdict = Buffer.from(
          `,"eligibility":${scriptSafeJson(JSON.stringify(evaluateEligibility(written.job, profile)))},"yourFee":${scriptSafeJson(JSON.stringify(feeForMember(written.job.details.fees, profile)))}}`,
        );
        kept.set(key, verdict);
      }
      return memberBody([written.open, verdict], `W/"j${written.version}.${tagOf(facts)}"`);
    },
    async answer(page, profile) {
      const facts = factsKey(profile);
      const etag = `W/"m${page.version}.${tagOf(facts)}"`;
      const mine = `${page.version}|${facts}`;
      let whole = answersByFacts.get(mine);
      if (whole === undefined) {
        const closings = page.cards.map((_, index) => {
          const key = `${page.ids[index]}|${facts}`;
          let verdict = kept.get(key);
          if (verdict === undefined) {
            verdict = closing(eligibilitySummaryOf(evaluateEligibility(page.rules[index]!, profile)));
            kept.set(key, verdict);
          }
          return verdict;
        });
        const sequence = `${page.version}|${closings.join('\n')}`;
        whole = answersByVerdicts.get(sequence);
        if (whole === undefined) {
          const parts: Buffer[] = [ITEMS_OPEN];
          closings.forEach((verdict, index) => {
            if (index > 0) parts.push(COMMA);
            parts.push(page.cards[index]!, verdict);
          });
          parts.push(page.tail);
          whole = Buffer.concat(parts);
          answersByVerdicts.set(sequence, whole);
          await compressKept([whole]);
        }
        answersByFacts.set(mine, whole);
      }
      return memberBody([whole], etag);
    },
    close: unsubscribe,
  };
}
