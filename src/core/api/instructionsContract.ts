/**
 * The user guide (`/instructions/{main?}/{sub?}`, issue 15) over the `instructions` configuration
 * collection: sections (rows without `sub`) and their subsections, texts in the request's language with
 * the Uzbek text where a translation is empty (SPEC §1). Signed-in users; an instruction with a permission
 * only for holders of it (and administrators); inactive ones for nobody. Routes:
 * - `GET instructions/tree` → `{ data: InstructionSection[] }`: titles only, in order;
 * - `GET instructions/entry?main&sub` → `{ data: Instruction }` (404 when there is no such instruction);
 * - `GET instructions/search?q` → `{ data: InstructionHit[] }`: title and content contain `q`, at most
 *   INSTRUCTION_SEARCH_LIMIT, titles first.
 * Images in the content point at stored files (`uploads/images/{id}`, relative to the API base).
 */

export const INSTRUCTION_SEARCH_LIMIT = 20;
/** Shorter searches would match almost everything. */
export const INSTRUCTION_SEARCH_MIN = 2;

/** A section with its subsections, as the side list shows them. */
export interface InstructionSection {
  main: string;
  title: string;
  subsections: InstructionSubsection[];
}

export interface InstructionSubsection {
  sub: string;
  title: string;
}

export interface Instruction {
  /** The row's id: the administrator's gear link edits it. */
  id: number;
  main: string;
  sub: string | null;
  title: string;
  /** The section's title, for a subsection's heading trail; a section's own title otherwise. */
  sectionTitle: string;
  /** Markdown. */
  content: string;
  /** The language the content is in: the requested one, or 'uz' when it is not translated yet. */
  contentLocale: string;
}

export interface InstructionHit {
  main: string;
  sub: string | null;
  title: string;
  sectionTitle: string;
  /** Plain text around the first match in the content (the content's start when only the title matched). */
  snippet: string;
}
