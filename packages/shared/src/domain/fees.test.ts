import { describe, expect, it } from 'vitest';
import { feeForMember, type FeeFacts } from './fees.ts';
import { memberFee } from '../contracts/fees.ts';

const facts = (overrides: Partial<FeeFacts> = {}): FeeFacts => ({
  category: 'general',
  pwbd: false,
  exServiceman: false,
  ...overrides,
});

// The demo SSC rows, as the notice prints them.
const SSC = [
  { category: 'general', label: 'General / OBC / EWS (men)', amount: 100 },
  { category: 'female', label: 'Women (all categories)', amount: 0 },
  { category: 'sc', label: 'SC / ST', amount: 0 },
  { category: 'pwbd', label: 'PwBD', amount: 0 },
  { category: 'esm', label: 'Ex-servicemen eligible for reservation', amount: 0 },
] as const;

const BANK = [
  { category: 'general', label: 'General / OBC / EWS', amount: 850 },
  { category: 'sc', label: 'SC / ST / PwBD', amount: 175 },
] as const;

describe('feeForMember: the member’s own fee', () => {
  it('gives an OBC member the General / OBC / EWS row, named by their category (issue #26)', () => {
    expect(feeForMember(SSC, facts({ category: 'obc' }))).toEqual({
      kind: 'fee',
      amount: 100,
      basis: 'obc',
      label: 'General / OBC / EWS (men)',
    });
  });

  it('finds a category in a row’s label though the row is filed under another (ST in "SC / ST")', () => {
    expect(feeForMember(SSC, facts({ category: 'st' }))).toMatchObject({ amount: 0, basis: 'st', label: 'SC / ST' });
    expect(feeForMember(BANK, facts({ category: 'st' }))).toMatchObject({ amount: 175, basis: 'st' });
    expect(feeForMember(BANK, facts({ category: 'ews' }))).toMatchObject({ amount: 850, basis: 'ews' });
  });

  it('takes the cheapest row that applies: an exemption beats the category’s fee', () => {
    expect(feeForMember(SSC, facts({ category: 'general', pwbd: true }))).toEqual({
      kind: 'fee',
      amount: 0,
      basis: 'pwbd',
      label: 'PwBD',
    });
    expect(feeForMember(SSC, facts({ category: 'obc', exServiceman: true }))).toMatchObject({
      amount: 0,
      basis: 'esm',
    });
    // PwBD named in the SC row's label.
    expect(feeForMember(BANK, facts({ category: 'general', pwbd: true }))).toMatchObject({
      amount: 175,
      basis: 'pwbd',
      label: 'SC / ST / PwBD',
    });
  });

  it('keeps the category’s row on a tie with an exemption', () => {
    expect(feeForMember(SSC, facts({ category: 'sc', pwbd: true }))).toMatchObject({ amount: 0, basis: 'sc' });
  });

  it('exempts a woman where the notice does: ₹0 on the women’s row, whatever her category', () => {
    for (const category of ['general', 'obc', 'ews'] as const) {
      expect(feeForMember(SSC, facts({ category, gender: 'female' }))).toEqual({
        kind: 'fee',
        amount: 0,
        basis: 'female',
        label: 'Women (all categories)',
      });
    }
    // A women's exemption named in another row's label ("SC / ST / PwBD / women").
    const rows = [
      { category: 'general', label: 'General / OBC / EWS', amount: 25 },
      { category: 'sc', label: 'SC / ST / PwBD / women', amount: 0 },
    ] as const;
    expect(feeForMember(rows, facts({ gender: 'female' }))).toMatchObject({ amount: 0, basis: 'female' });
  });

  it('charges a man, a transgender member and one who does not say the category’s fee', () => {
    for (const gender of ['male', 'transgender', 'undisclosed', null] as const) {
      expect(feeForMember(SSC, facts({ category: 'obc', gender })), String(gender)).toMatchObject({
        amount: 100,
        basis: 'obc',
      });
    }
  });

  it('knows a woman’s fee without her category when the women’s row is the lowest of all', () => {
    expect(feeForMember(SSC, facts({ category: null, gender: 'female' }))).toMatchObject({
      amount: 0,
      basis: 'female',
    });
    // The same for any exemption the member has.
    expect(feeForMember(SSC, facts({ category: null, pwbd: true }))).toMatchObject({ amount: 0, basis: 'pwbd' });
    // Women pay less than men here, but SC / ST less still: the category decides.
    const rows = [
      { category: 'general', label: 'General', amount: 500 },
      { category: 'female', label: 'Women', amount: 250 },
      { category: 'sc', label: 'SC / ST', amount: 0 },
    ] as const;
    expect(feeForMember(rows, facts({ category: null, gender: 'female' }))).toEqual({ kind: 'needs_category' });
  });

  it('falls back to the General row when no row names the category', () => {
    const rows = [
      { category: 'general', label: 'General', amount: 600 },
      { category: 'obc', label: 'OBC', amount: 400 },
      { category: 'sc', label: 'SC', amount: 400 },
    ] as const;
    expect(feeForMember(rows, facts({ category: 'st' }))).toMatchObject({ amount: 600, basis: 'st', label: 'General' });
    expect(feeForMember(rows, facts({ category: 'obc' }))).toMatchObject({ amount: 400, basis: 'obc', label: 'OBC' });
  });

  it('takes the category’s own row even when the General one is cheaper (as the notice lists it)', () => {
    const rows = [
      { category: 'general', label: 'General', amount: 1000 },
      { category: 'obc', label: 'OBC', amount: 1200 },
    ] as const;
    expect(feeForMember(rows, facts({ category: 'obc' }))).toMatchObject({ amount: 1200, basis: 'obc' });
  });

  it('gives one fee for everyone with or without a category', () => {
    const rows = [{ category: 'all', label: 'All candidates', amount: 250 }] as const;
    const fee = { kind: 'fee', amount: 250, basis: 'all', label: 'All candidates' };
    expect(feeForMember(rows, facts({ category: null }))).toEqual(fee);
    expect(feeForMember(rows, facts({ category: 'sc' }))).toEqual(fee);
    // A cheaper row for the member beats the fee for all.
    const mixed = [...rows, { category: 'sc', label: 'SC / ST', amount: 0 }] as const;
    expect(feeForMember(mixed, facts({ category: 'st' }))).toMatchObject({ amount: 0, basis: 'st' });
    expect(feeForMember(mixed, facts({ category: 'obc' }))).toMatchObject({ amount: 250, basis: 'all' });
  });

  it('asks for the category when the fee depends on it', () => {
    expect(feeForMember(SSC, facts({ category: null }))).toEqual({ kind: 'needs_category' });
    expect(feeForMember(SSC, facts({ category: null, gender: 'male' }))).toEqual({ kind: 'needs_category' });
    expect(feeForMember(SSC, facts({ category: null, gender: 'undisclosed' }))).toEqual({ kind: 'needs_category' });
  });

  it('says nothing without fee rows, or when no row applies', () => {
    expect(feeForMember([], facts())).toBeNull();
    expect(feeForMember([], facts({ category: null }))).toBeNull();
    const onlyReserved = [{ category: 'sc', label: 'SC / ST', amount: 0 }] as const;
    expect(feeForMember(onlyReserved, facts({ category: 'obc' }))).toBeNull();
  });

  it('does not read an abbreviation inside a word ("ST" in "STAFF", "sc" in lower case)', () => {
    const rows = [
      { category: 'general', label: 'General', amount: 500 },
      { category: 'obc', label: 'STAFF of the board', amount: 0 },
      { category: 'esm', label: 'discount for ESM', amount: 10 },
    ] as const;
    expect(feeForMember(rows, facts({ category: 'st' }))).toMatchObject({ amount: 500 });
    expect(feeForMember(rows, facts({ category: 'st', exServiceman: true }))).toMatchObject({
      amount: 10,
      basis: 'esm',
    });
  });

  it('answers what the contract accepts', () => {
    for (const category of ['general', 'obc', 'sc', 'st', 'ews', null] as const) {
      const fee = feeForMember(SSC, facts({ category, pwbd: category === 'ews' }));
      expect(memberFee.safeParse(fee).success, String(category)).toBe(true);
    }
  });
});
