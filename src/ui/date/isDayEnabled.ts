/** The enabled days of a calendar, as 'YYYY-MM-DD' (either end may be open). */
export interface DayBounds {
  min: string | null;
  max: string | null;
}

/**
 * Whether a day may be picked: from the start of the minimum day to the end of the maximum day, so equal
 * bounds leave exactly that day.
 *
 * @example
 * isDayEnabled('2024-05-15', { min: '2024-05-15', max: '2024-05-15' }); // true
 */
export function isDayEnabled(day: string, bounds: DayBounds): boolean {
  return (!bounds.min || day >= bounds.min) && (!bounds.max || day <= bounds.max);
}
