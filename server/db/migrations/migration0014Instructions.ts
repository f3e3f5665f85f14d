import { statements } from './statements';

// The user guide (issue 15): each instruction's title and content in every enabled language besides the
// default (an empty one falls back to the Uzbek text, docs/behaviour.md §2), its place among its siblings, whether it is
// shown, and who may read it. Rows with no `sub` are sections; rows with one are that section's subsections.
export const migration0014Instructions = statements([
  ...['la', 'ru', 'en', 'qq'].flatMap((locale) => [
    `ALTER TABLE instructions ADD COLUMN title_${locale} text`,
    `ALTER TABLE instructions ADD COLUMN content_${locale} text`,
  ]),
  `ALTER TABLE instructions ADD COLUMN sort_order integer NOT NULL DEFAULT 0`,
  `ALTER TABLE instructions ADD COLUMN is_active boolean NOT NULL DEFAULT true`,
  `ALTER TABLE instructions ADD COLUMN permission text`,
  `CREATE INDEX instructions_place ON instructions (main, sub)`,
]);
