import type { PageSeed } from '../seed/demoPages';
import type { FormSeed } from '../seed/FormSeed';
import { insertFormSeed } from '../seed/insertFormSeed';
import { insertPageSeed } from '../seed/insertPageSeed';
import { insertTableSeed } from '../seed/insertTableSeed';
import type { TableSeed } from '../seed/TableSeed';
import type { VersionedKind } from './BuiltInItem';
import { MENU_VERSIONED_KIND } from './menuVersionedKind';
import { rowTreeKind } from './rowTreeKind';
import { FORM_TREE, PAGE_TREE, TABLE_TREE } from './rowTreeSpecs';
import { TRANSLATION_KIND } from './translationKind';

/** The kinds of built-in rows that upgrades reach, by kind (BuiltInItem.kind). */
export const VERSIONED_KINDS: ReadonlyMap<string, VersionedKind> = new Map(
  [
    rowTreeKind('form', FORM_TREE, (trx, seed) => insertFormSeed(trx, seed as FormSeed)),
    rowTreeKind('table', TABLE_TREE, (trx, seed) => insertTableSeed(trx, seed as TableSeed)),
    rowTreeKind('page', PAGE_TREE, (trx, seed) => insertPageSeed(trx, seed as PageSeed)),
    // After the tables, forms and pages its items link to.
    MENU_VERSIONED_KIND,
    TRANSLATION_KIND,
  ].map((kind) => [kind.kind, kind]),
);
