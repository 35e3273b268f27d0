const parts = (isoDate: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`not a date as YYYY-MM-DD: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

/**
 * Age in completed years on the "as on" date, as notices count it: the birthday itself completes the
 * year. Someone born on 29 February completes a year on 1 March in other years (their 28 February is
 * still the day before their birthday). Both dates are calendar days (YYYY-MM-DD), time-zone free.
 */
export function ageOn(dateOfBirth: string, asOn: string): number {
  const born = parts(dateOfBirth);
  const on = parts(asOn);
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  return on.year - born.year - (beforeBirthday ? 1 : 0);
}
