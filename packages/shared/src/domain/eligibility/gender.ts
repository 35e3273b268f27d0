import type { ProfileGender } from '../../contracts/people.ts';

/** The profile's gender where it is given (not "prefer not to say"); null otherwise. */
export function givenGender(gender: string | null | undefined): Exclude<ProfileGender, 'undisclosed'> | null {
  return gender === 'female' || gender === 'male' || gender === 'transgender' ? gender : null;
}

/**
 * Whether the profile's gender is a woman's, for women's fees and age relaxations: true, false (man,
 * transgender), or null when the profile does not say (not given, or "prefer not to say").
 */
export function isWoman(gender: string | null | undefined): boolean | null {
  const given = givenGender(gender);
  return given === null ? null : given === 'female';
}
