// PLACEHOLDER until the translator's catalogue is copied in (issue #16): missing keys fall back to English.
export const hiChat: Record<string, unknown> = {};
