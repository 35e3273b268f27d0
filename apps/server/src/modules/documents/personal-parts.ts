import type { Viewer } from '../auth/index.ts';
import type { MemberAnswer } from './member-answers.ts';

/**
 * What a module declares about a path it serves, for the pages kept for all members (decisions 019,
 * 037): how the shared render is answered there and what each member's document does with it. A path
 * nobody declares is public: the shared render asks it without a cookie and every member gets that.
 */
export type PersonalPart = {
  /**
   * The member's own: asked again as them for each document. Given a request's URL (once, when a page
   * is kept), it returns the answer made in process, or undefined: the API is asked as the member.
   */
  own?: MemberAnswer;
  /** What the shared render is answered: the answer to the placeholder member (a member, nobody in particular). */
  placeholder?: (member: Viewer) => unknown;
  /** The app asks for it itself once it runs (the bell's count): left out of the document. */
  fetchedByApp?: boolean;
  /** Who the member is: put into every member's document (see {@link WhoPart}). */
  who?: WhoPart;
};

/**
 * A part of who the member is (their session, their account): every member's document carries
 * `entry(viewer)`, made once per viewer from the viewer alone, in place of the shared render's query
 * whose key `isKey` matches.
 */
export type WhoPart = {
  isKey: (key: readonly unknown[]) => boolean;
  entry: (viewer: Viewer) => { key: readonly unknown[]; data: unknown };
};

/** The registry of personal parts, one per app: each module registers its own; the documents read them. */
export type PersonalParts = {
  /** Declares `part` for the requests to `pathname` (exactly, or any pathname the pattern matches). */
  register(pathname: string | RegExp, part: PersonalPart): void;
  /**
   * The part declared for a request's pathname (an exact one first, then the first pattern it matches),
   * or undefined. Read when a page is kept, never per view: its slots keep what it found.
   */
  partOf(pathname: string): PersonalPart | undefined;
  /** The who parts, in the order they were registered (their order in every member's document). */
  readonly who: readonly WhoPart[];
};

/** An empty registry of personal parts. */
export function createPersonalParts(): PersonalParts {
  const exact = new Map<string, PersonalPart>();
  const patterns: Array<[RegExp, PersonalPart]> = [];
  const who: WhoPart[] = [];
  return {
    register(pathname, part) {
      if (typeof pathname === 'string') exact.set(pathname, part);
      else patterns.push([pathname, part]);
      if (part.who) who.push(part.who);
    },
    partOf(pathname) {
      return exact.get(pathname) ?? patterns.find(([pattern]) => pattern.test(pathname))?.[1];
    },
    who,
  };
}
