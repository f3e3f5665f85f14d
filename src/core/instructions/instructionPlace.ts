import type { InstructionSection } from '../api/instructionsContract';

/** Which instruction the page shows. */
export interface InstructionPlace {
  main: string;
  sub: string | null;
}

/**
 * The instruction an address names (`/instructions/{main?}/{sub?}`): its own slugs, or, when it names none,
 * the first section of the guide (null while the guide is empty or not loaded yet). Whether the named one
 * exists is the server's answer (404), not decided here.
 *
 * @example
 * instructionPlace(undefined, undefined, [{ main: 'start', title: 'Ишни бошлаш', subsections: [] }]); // { main: 'start', sub: null }
 * instructionPlace('tables', 'filters', []); // { main: 'tables', sub: 'filters' }
 */
export function instructionPlace(
  main: string | undefined,
  sub: string | undefined,
  sections: readonly InstructionSection[] | null,
): InstructionPlace | null {
  if (main) return { main, sub: sub || null };
  const first = sections?.[0];
  return first ? { main: first.main, sub: null } : null;
}

/**
 * The address of an instruction, its slugs encoded as path segments.
 *
 * @example
 * instructionAddress({ main: 'tables', sub: 'filters' }); // '/instructions/tables/filters'
 */
export function instructionAddress(place: InstructionPlace | null): string {
  if (!place) return '/instructions';
  const path = `/instructions/${encodeURIComponent(place.main)}`;
  return place.sub ? `${path}/${encodeURIComponent(place.sub)}` : path;
}
