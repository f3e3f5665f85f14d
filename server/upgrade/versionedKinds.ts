import type { FormSeed } from '../seed/FormSeed';
import { insertFormSeed } from '../seed/insertFormSeed';
import { insertTableSeed } from '../seed/insertTableSeed';
import type { TableSeed } from '../seed/TableSeed';
import type { VersionedKind } from './BuiltInItem';
import { rowTreeKind } from './rowTreeKind';
import { FORM_TREE, TABLE_TREE } from './rowTreeSpecs';
import { TRANSLATION_KIND } from './translationKind';

/** The kinds of built-in rows that upgrades reach, by kind (BuiltInItem.kind). */
export const VERSIONED_KINDS: ReadonlyMap<string, VersionedKind> = new Map(
  [
    rowTreeKind('form', FORM_TREE, (trx, seed) => insertFormSeed(trx, seed as FormSeed)),
    rowTreeKind('table', TABLE_TREE, (trx, seed) => insertTableSeed(trx, seed as TableSeed)),
    TRANSLATION_KIND,
  ].map((kind) => [kind.kind, kind]),
);
