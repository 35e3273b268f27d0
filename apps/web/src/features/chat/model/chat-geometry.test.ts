import { describe, expect, it } from 'vitest';
import {
  CHAT_BOTTOM_OFFSET_PX,
  CHAT_TAB_HEIGHT_REM,
  CHAT_WINDOW_HEIGHT_REM,
  CHAT_WINDOW_SPACING_PX,
  CHAT_WINDOW_WIDTH_REM,
  chatWindowRight,
  chatWindowStyle,
  formatMessageTime,
  maxChatWindows,
} from './chat-geometry.ts';

describe('chat window geometry (spec §9)', () => {
  it('is 20rem × 28rem, a 3rem tab when minimized, above the 60 px ad bar', () => {
    expect([CHAT_WINDOW_WIDTH_REM, CHAT_WINDOW_HEIGHT_REM, CHAT_TAB_HEIGHT_REM]).toEqual([20, 28, 3]);
    expect(CHAT_BOTTOM_OFFSET_PX).toBe(60);
    expect(chatWindowStyle(0, false)).toEqual({
      '--chat-right': '16px',
      '--chat-bottom': '60px',
      '--chat-width': '20rem',
      '--chat-height': '28rem',
    });
    expect(chatWindowStyle(0, true)['--chat-height']).toBe('3rem');
  });

  it('places windows at 336 px steps from the right edge', () => {
    expect(CHAT_WINDOW_SPACING_PX).toBe(336);
    expect([0, 1, 2, 3].map(chatWindowRight)).toEqual([16, 352, 688, 1024]);
    expect(chatWindowStyle(2, true)['--chat-right']).toBe('688px');
  });

  it('fits as many windows as the screen allows, one on phones', () => {
    expect(maxChatWindows(360)).toBe(1);
    expect(maxChatWindows(639)).toBe(1);
    expect(maxChatWindows(768)).toBe(2);
    expect(maxChatWindows(1280)).toBe(3);
    expect(maxChatWindows(1920)).toBe(5);
  });
});

describe('message times', () => {
  it('show hours and minutes, two digits each', () => {
    expect(formatMessageTime(new Date(2025, 0, 2, 9, 5, 59).toISOString())).toBe('09:05');
    expect(formatMessageTime(new Date(2025, 0, 2, 23, 40).toISOString())).toBe('23:40');
    expect(formatMessageTime('not a date')).toBe('');
  });
});
