import { describe, expect, it } from 'vitest';
import { wantsChannel, type ChannelPreferences } from './alert-channels.ts';

const none: ChannelPreferences = {
  email_mode: null,
  push: null,
  remind_by_email: null,
  remind_by_push: null,
  applied_by_email: null,
  applied_by_push: null,
};
const subscriber = { kind: 'alert', subscribed: true, applied: false } as const;
const applicant = { kind: 'alert', subscribed: false, applied: true } as const;

describe('wantsChannel', () => {
  it('sends a subscribed alert by mail only in instant mode, and by push only with push on', () => {
    expect(wantsChannel('email', { ...none, email_mode: 'instant' }, subscriber)).toBe(true);
    expect(wantsChannel('email', { ...none, email_mode: 'daily' }, subscriber)).toBe(false);
    expect(wantsChannel('push', { ...none, push: true }, subscriber)).toBe(true);
    expect(wantsChannel('push', { ...none, push: false }, subscriber)).toBe(false);
  });

  it("sends an applicant's alert on both channels unless applied-job mail or push is off (on without a row)", () => {
    expect(wantsChannel('email', none, applicant)).toBe(true);
    expect(wantsChannel('push', none, applicant)).toBe(true);
    expect(wantsChannel('email', { ...none, applied_by_email: false }, applicant)).toBe(false);
    expect(wantsChannel('push', { ...none, applied_by_push: false }, applicant)).toBe(false);
  });

  it('lets a member who applied and subscribed have it by their subscription when applied-job mail is off', () => {
    const both = { kind: 'alert', subscribed: true, applied: true } as const;
    const prefs = { ...none, applied_by_email: false, email_mode: 'instant' };
    expect(wantsChannel('email', prefs, both)).toBe(true);
    expect(wantsChannel('email', { ...prefs, email_mode: 'weekly' }, both)).toBe(false);
  });

  it('sends reminders only when their own switches are on (off without a row)', () => {
    expect(wantsChannel('email', none, { kind: 'reminder' })).toBe(false);
    expect(wantsChannel('push', none, { kind: 'reminder' })).toBe(false);
    expect(wantsChannel('email', { ...none, remind_by_email: true }, { kind: 'reminder' })).toBe(true);
    expect(wantsChannel('push', { ...none, remind_by_push: true, push: false }, { kind: 'reminder' })).toBe(true);
  });
});
