import { ROLE_TRANSFER_KIND } from './roleTransferKind';
import { rowTreeTransferKind } from './rowTreeTransferKind';
import { FORM_TREE, MENU_TREE, PAGE_TREE, TABLE_TREE } from './rowTreeSpecs';
import type { TransferKind } from './TransferKind';
import { TRANSLATION_TRANSFER_KIND } from './translationTransferKind';

/**
 * What an administrator can export and import, in the order an import writes it (a menu may link a table or a
 * form the same file brings; a role may hold a permission only they ask for). Another kind joins with one entry
 * here. Organisations and their members are data of an environment, not configuration: they do not travel.
 */
export const TRANSFER_KINDS: readonly TransferKind[] = [
  rowTreeTransferKind('tables', 'Жадваллар', TABLE_TREE, 'title'),
  rowTreeTransferKind('forms', 'Формалар', FORM_TREE, 'title'),
  rowTreeTransferKind('pages', 'Саҳифалар', PAGE_TREE, 'title'),
  rowTreeTransferKind('menus', 'Менюлар', MENU_TREE, 'name'),
  ROLE_TRANSFER_KIND,
  TRANSLATION_TRANSFER_KIND,
];
