// PLACEHOLDER until the translator's catalogue is copied in (issue #16): missing keys fall back to English.
export const hi: Record<string, unknown> = {
  nav: { home: 'होम', jobs: 'नौकरियाँ' },
};
