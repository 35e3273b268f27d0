import { createContext } from 'react';
import { NOT_FOUND_KINDS, NOT_FOUND_META_NAME, type NotFoundKind } from '@jobportal/shared';

/** A document the server answered 404 or 400: its path, and what was not found there. */
export type NotFoundDocument = { path: string; kind: NotFoundKind };

/**
 * The document the server answered 404 or 400 (unknown content, a path no route knows, a malformed id):
 * at its path the app shows its not-found page, on the server and in the browser alike, so the server's
 * HTML and the app's first render are the same page.
 */
export const NotFoundDocumentContext = createContext<NotFoundDocument | undefined>(undefined);

/** What the not-found page on screen is about (a recruitment, a notice, any page). */
export const NotFoundKindContext = createContext<NotFoundKind>('page');

/** This document, when its head says it has no page (`share.service.ts` on the server). */
export function notFoundDocument(): NotFoundDocument | undefined {
  const kind = document.querySelector(`meta[name="${NOT_FOUND_META_NAME}"]`)?.getAttribute('content');
  const known = NOT_FOUND_KINDS.find((candidate) => candidate === kind);
  return known ? { path: window.location.pathname, kind: known } : undefined;
}
