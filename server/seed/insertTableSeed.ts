import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ColumnSeed, TableSeed } from './TableSeed';

/**
 * Writes one table's metadata: the tables row, its columns as a tree (parent_id, position in steps of 10 so
 * an administrator can slot a column in between), filters and buttons. A name that already exists is left
 * alone, children included: the administrator's version wins. Returns the new id, or null when skipped.
 *
 * @example
 * await insertTableSeed(trx, APPEALS_TABLE);
 */
export async function insertTableSeed(trx: Transaction<DatabaseSchema>, seed: TableSeed): Promise<number | null> {
  const inserted = await trx
    .insertInto('tables')
    .values({
      name: seed.name,
      project_id: seed.projectId ?? 'appeals',
      title: seed.title,
      source_table: seed.sourceTable ?? null,
      source_sql: seed.sourceSql ?? null,
      row_key: seed.rowKey ?? 'id',
      page_size: seed.pageSize ?? 50,
      paging: seed.paging ?? 'server',
      left_fixed: seed.leftFixed ?? null,
      right_fixed: seed.rightFixed ?? null,
      group_by: seed.groupBy ?? null,
      split_rows_by: seed.splitRowsBy ?? null,
      max_height: seed.maxHeight ?? null,
      navigate_by_keyboard: seed.navigateByKeyboard ?? false,
      default_sort: seed.defaultSort ?? null,
      default_order: seed.defaultOrder ?? null,
      is_public: seed.isPublic ?? false,
      is_built_in: seed.isBuiltIn ?? false,
      exportable: seed.exportable ?? true,
      permission: seed.permission ?? null,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const tableId = inserted.id;

  await insertColumns(trx, tableId, seed.columns, null, null);
  if (seed.filters?.length) {
    await trx
      .insertInto('table_filters')
      .values(
        seed.filters.map((filter, index) => ({
          table_id: tableId,
          level: filter.level ?? 1,
          position: (index + 1) * 10,
          type: filter.type,
          data_field: filter.dataField,
          label: filter.label,
          placeholder: filter.placeholder ?? null,
          width: filter.width ?? null,
          data: filter.data ? JSON.stringify(filter.data) : null,
          data_source: filter.dataSource ?? null,
          is_related_select: filter.isRelatedSelect ?? false,
          related_select: filter.relatedSelect ?? null,
          filter_by: filter.filterBy ?? null,
          is_multiple: filter.isMultiple ?? false,
          default_value: filter.defaultValue === undefined ? null : JSON.stringify(filter.defaultValue),
        })),
      )
      .execute();
  }
  if (seed.buttons?.length) {
    await trx
      .insertInto('table_buttons')
      .values(
        seed.buttons.map((button, index) => ({
          table_id: tableId,
          level: button.level ?? 1,
          position: (index + 1) * 10,
          label: button.label,
          link: button.link,
          placement: button.placement ?? 'top',
          css_class: button.cssClass ?? null,
          icon: button.icon ?? null,
          permission: button.permission ?? null,
        })),
      )
      .execute();
  }
  return tableId;
}

/** One statement per column: a group's children need the group's id, and a table has a few dozen at most. */
async function insertColumns(
  trx: Transaction<DatabaseSchema>,
  tableId: number,
  columns: ColumnSeed[],
  parentId: number | null,
  parentLevel: number | null,
): Promise<void> {
  for (const [index, column] of columns.entries()) {
    const level = column.level ?? parentLevel ?? 1;
    const { id } = await trx
      .insertInto('table_columns')
      .values({
        table_id: tableId,
        parent_id: parentId,
        level,
        position: (index + 1) * 10,
        title: column.title,
        data_field: column.dataField ?? null,
        width: column.width ?? null,
        sortable: column.sortable ?? true,
        cell_format: column.cellFormat ?? null,
        link: column.link ?? null,
        hint: column.hint ?? null,
        number_format: column.numberFormat ?? null,
        data_align: column.dataAlign ?? null,
        footer_align: column.footerAlign ?? null,
        data_nowrap: column.dataNowrap ?? false,
        footer_nowrap: column.footerNowrap ?? false,
        format_condition: column.formatCondition ?? null,
        format_color: column.formatColor ?? null,
        format_background_color: column.formatBackgroundColor ?? null,
        footer: column.footer ?? null,
        sum_type: column.sumType ?? null,
        header_component: column.headerComponent ?? null,
        sort_order: column.sortOrder ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (column.children?.length) await insertColumns(trx, tableId, column.children, id, level);
  }
}
