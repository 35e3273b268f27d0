import { createContext } from 'react';
import { NOT_FOUND_META_NAME } from '@jobportal/shared';

/**
 * The path of the document the server answered 404 or 400 (unknown content, a path no route knows, a
 * malformed id): there the app shows its not-found page, on the server and in the browser alike, so
 * the server's HTML and the app's first render are the same page (issue #25, item 3).
 */
export const NotFoundDocumentContext = createContext<string | undefined>(undefined);

/** This document's path when its head says it has no page (`share.service.ts` on the server). */
export function notFoundDocumentPath(): string | undefined {
  return document.querySelector(`meta[name="${NOT_FOUND_META_NAME}"]`) ? window.location.pathname : undefined;
}
