import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describeCheckEn,
  eligibilityReason,
  evaluateEligibility,
  type EligibilityProfile,
  type EligibilityRecruitment,
} from '@jobportal/shared';
import { i18next, setLanguage } from '../../../lib/i18n.ts';
import { EligibilityBadge } from './eligibility-badge.tsx';
import { checkText, reasonText } from './eligibility-text.ts';

const CENTRAL = [
  { category: 'obc', years: 3 },
  { category: 'sc', years: 5 },
  { category: 'pwbd', years: 10 },
  { category: 'esm', years: 3 },
  { category: 'female', years: 5 },
];
const recruitment = (details: Partial<EligibilityRecruitment['details']>, states: string[] = []) => ({
  states,
  qualifications: ['graduate', 'post-graduate'],
  details: { ageLimit: { min: 18, max: 27, asOn: '2026-08-01', relaxations: CENTRAL }, eligibility: [], ...details },
});
const profile = (overrides: Partial<EligibilityProfile>): EligibilityProfile => ({
  dateOfBirth: '1997-05-10',
  category: 'obc',
  pwbd: false,
  exServiceman: false,
  state: 'bihar',
  qualification: 'graduate',
  gender: null,
  ...overrides,
});
const byGender = recruitment({
  ageLimit: { min: 18, max: 25, asOn: '2026-08-01', relaxations: CENTRAL },
  eligibility: [
    { post: 'Constable (Men)', gender: 'male' },
    { post: 'Constable (Women)', gender: 'female' },
  ],
});

/** Verdicts of every kind of reason: relaxed, plain, too young, too old with notes, unknown, domicile. */
const verdicts = [
  evaluateEligibility(recruitment({}), profile({})),
  evaluateEligibility(recruitment({}), profile({ dateOfBirth: '2002-01-01', category: 'general' })),
  evaluateEligibility(recruitment({}), profile({ dateOfBirth: '2010-01-01' })),
  evaluateEligibility(recruitment({}), profile({ dateOfBirth: '1992-01-01', exServiceman: true })),
  evaluateEligibility(recruitment({}), profile({ dateOfBirth: '1984-01-01', category: 'sc', pwbd: true })),
  evaluateEligibility(recruitment({}), profile({ category: null, pwbd: null, exServiceman: null })),
  evaluateEligibility(recruitment({ ageLimit: undefined }), profile({ dateOfBirth: null, qualification: null })),
  evaluateEligibility(recruitment({ ageLimit: undefined }), profile({ qualification: '12th' })),
  evaluateEligibility(recruitment({ domicile: 'required' }, ['bihar', 'assam']), profile({ state: 'delhi' })),
  evaluateEligibility(recruitment({ domicile: 'required' }, ['bihar']), profile({ state: null })),
  evaluateEligibility(recruitment({ domicile: 'reservation_only' }, ['bihar']), profile({ state: 'delhi' })),
  // Women: the relaxation applied, a post for the other gender, the gender asked for.
  evaluateEligibility(recruitment({}), profile({ dateOfBirth: '1993-01-01', gender: 'female' })),
  evaluateEligibility(byGender, profile({ dateOfBirth: '2002-01-01', gender: 'male' })).posts[1]!,
  evaluateEligibility(byGender, profile({ dateOfBirth: '2002-01-01', gender: 'female' })).posts[0]!,
  evaluateEligibility(byGender, profile({ dateOfBirth: '2002-01-01' })),
];

describe('eligibility text', () => {
  it('names states and qualifications in Hindi in Hindi mode', async () => {
    const tooLow = evaluateEligibility(
      { ...recruitment({}), qualifications: ['post-graduate'] },
      profile({ qualification: '12th' }),
    );
    const domicile = evaluateEligibility(recruitment({ domicile: 'required' }, ['rajasthan']), profile({}));
    try {
      await setLanguage('hi');
      const text = [reasonText(i18next.t, tooLow), reasonText(i18next.t, domicile)].join(' ');
      expect(text).toContain('राजस्थान');
      expect(text).not.toMatch(/Rajasthan|12th|Post/);
    } finally {
      await setLanguage('en');
    }
  });

  it('asks for missing profile details in a sentence, in English and in Hindi', async () => {
    const missing = evaluateEligibility(recruitment({}), profile({ dateOfBirth: null, qualification: null }));
    expect(missing.missingProfile).toEqual(['dateOfBirth', 'qualification']);
    expect(reasonText(i18next.getFixedT('en'), missing)).toBe(
      'Add your date of birth and qualification to see if you can apply.',
    );
    try {
      await setLanguage('hi');
      expect(reasonText(i18next.t, missing)).toBe(
        'आप आवेदन कर सकते हैं या नहीं, यह जानने के लिए अपनी प्रोफ़ाइल में जन्म तिथि और योग्यता जोड़ें।',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('says in the English catalogue exactly what the shared English rendering says', () => {
    const t = i18next.getFixedT('en');
    for (const verdict of verdicts) expect(reasonText(t, verdict)).toBe(eligibilityReason(verdict));
    for (const verdict of verdicts) {
      for (const check of verdict.checks) expect(checkText(t, check)).toBe(describeCheckEn(check));
    }
    expect(reasonText(t, verdicts[0]!)).toBe('age 29 on 01/08/2026, limit 27 + 3 years OBC relaxation = 30 → eligible');
    // The set covers every status.
    expect(new Set(verdicts.map((v) => v.status))).toEqual(new Set(['eligible', 'not_eligible', 'unknown']));
  });

  it('explains women’s relaxations and posts by gender, in English and in Hindi', async () => {
    const woman = verdicts[11]!;
    const man = verdicts[12]!;
    const unsaid = evaluateEligibility(byGender, profile({ dateOfBirth: '2002-01-01' }));
    const en = i18next.getFixedT('en');
    expect(reasonText(en, woman)).toBe(
      'age 33 on 01/08/2026, limit 27 + 3 years OBC relaxation + 5 years women’s relaxation = 35 → eligible',
    );
    expect(reasonText(en, man)).toBe('post for women only → not eligible');
    expect(reasonText(en, verdicts[13]!)).toBe('post for men only → not eligible');
    expect(reasonText(en, unsaid)).toBe('Add your gender to see if you can apply.');
    expect(
      checkText(
        en,
        unsaid.posts[1]!.checks.find((c) => c.kind === 'gender')!,
      ),
    ).toBe('post for women only: no gender in your profile');
    try {
      await setLanguage('hi');
      expect(reasonText(i18next.t, woman)).toBe(
        '01/08/2026 को आयु 33 वर्ष, आयु सीमा 27 + 3 वर्ष OBC छूट + 5 वर्ष महिला छूट = 35 वर्ष → पात्र',
      );
      expect(reasonText(i18next.t, man)).toBe('पद केवल महिलाओं के लिए → पात्र नहीं');
      expect(reasonText(i18next.t, verdicts[13]!)).toBe('पद केवल पुरुषों के लिए → पात्र नहीं');
      expect(reasonText(i18next.t, unsaid)).toBe('आप आवेदन कर सकते हैं या नहीं, यह जानने के लिए अपनी प्रोफ़ाइल में लिंग जोड़ें।');
      expect(
        checkText(
          i18next.t,
          unsaid.posts[1]!.checks.find((c) => c.kind === 'gender')!,
        ),
      ).toBe('पद केवल महिलाओं के लिए: आपकी प्रोफ़ाइल में लिंग नहीं है');
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the mark and the reason on a card', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <EligibilityBadge eligibility={verdicts[2]!} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Not eligible')).toBeInTheDocument();
    expect(screen.getByTestId('eligibility-reason')).toHaveTextContent(
      'age 16 on 01/08/2026, minimum 18 → not eligible',
    );
    expect(screen.getByTestId('eligibility')).toHaveAttribute('data-status', 'not_eligible');
  });
});
