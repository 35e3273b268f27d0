import { describe, expect, it } from 'vitest';
import { QUALIFICATIONS, SECTORS, STATES, TARGET_EXAMS } from '@jobportal/shared';
import { labelOf, optionLabel } from './option-label.ts';

describe('optionLabel', () => {
  it('names a vocabulary entry in the language asked for', () => {
    const railway = SECTORS.find((sector) => sector.slug === 'railway')!;
    expect(optionLabel(railway, 'en')).toBe('Railway');
    expect(optionLabel(railway, 'hi')).toBe('रेलवे');
  });

  it('finds a slug in its list, in each language, and shows an unknown slug as it is', () => {
    expect(labelOf(STATES, 'uttar-pradesh', 'en')).toBe('Uttar Pradesh');
    expect(labelOf(STATES, 'uttar-pradesh', 'hi')).toBe('उत्तर प्रदेश');
    expect(labelOf(QUALIFICATIONS, 'graduate', 'hi')).toBe('स्नातक');
    expect(labelOf(TARGET_EXAMS, 'teacher', 'en')).toBe('Teacher recruitment');
    expect(labelOf(TARGET_EXAMS, 'teacher', 'hi')).toBe('शिक्षक भर्ती');
    expect(labelOf(TARGET_EXAMS, 'court-clerk', 'hi')).toBe('न्यायालय लिपिक');
    expect(labelOf(TARGET_EXAMS, 'police-constable', 'hi')).toBe('पुलिस कांस्टेबल');
    expect(labelOf(STATES, 'atlantis', 'hi')).toBe('atlantis');
  });
});
