/**
 * Where the dock's windows go (spec §2, §9) and how message times read. Pure, so the numbers are
 * tested as numbers.
 */

/** Spec §9: a chat window is 20rem wide and 28rem high. */
export const CHAT_WINDOW_WIDTH_REM = 20;
export const CHAT_WINDOW_HEIGHT_REM = 28;
/** Spec §9: a minimized chat is a tab 3rem high. */
export const CHAT_TAB_HEIGHT_REM = 3;
/** Spec §9: windows are placed at 336 px steps from the right edge (a 320 px window and a 16 px gap). */
export const CHAT_WINDOW_SPACING_PX = 336;
/** The gap between the first window and the right edge of the screen. */
export const CHAT_WINDOW_EDGE_PX = 16;
/** Spec §1, §9: the BOTTOM AD bar is 60 px high; windows sit on top of it. */
export const CHAT_BOTTOM_OFFSET_PX = 60;
/** Below this width (Tailwind's `sm`) an open window takes the whole screen. */
export const PHONE_MAX_WIDTH_PX = 640;

/** The distance of the `index`-th window (0 = the first opened) from the right edge, in px. */
export function chatWindowRight(index: number): number {
  return CHAT_WINDOW_EDGE_PX + index * CHAT_WINDOW_SPACING_PX;
}

/** How many windows fit side by side on a screen this wide (at least one). */
export function maxChatWindows(viewportWidth: number): number {
  if (viewportWidth < PHONE_MAX_WIDTH_PX) return 1;
  return Math.max(1, Math.floor((viewportWidth - CHAT_WINDOW_EDGE_PX) / CHAT_WINDOW_SPACING_PX));
}

/** A message time as hours and minutes (24-hour, local time), e.g. `09:05`. */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The CSS custom properties of a window's box: the dock's classes read them (phones override them). */
export function chatWindowStyle(index: number, minimized: boolean): Record<string, string> {
  return {
    '--chat-right': `${chatWindowRight(index)}px`,
    '--chat-bottom': `${CHAT_BOTTOM_OFFSET_PX}px`,
    '--chat-width': `${CHAT_WINDOW_WIDTH_REM}rem`,
    '--chat-height': `${minimized ? CHAT_TAB_HEIGHT_REM : CHAT_WINDOW_HEIGHT_REM}rem`,
  };
}
