import type { ButtonSeed, ColumnSeed, TableSeed } from './TableSeed';

/**
 * Column builders for the platform's own tables, and `builtIn`, which stamps a table as the platform's:
 * project 'platon', built in (no gear links for anyone, docs/behaviour.md §2), administrators only, sorted by id unless
 * it says otherwise. `formLink` opens a record in its collection's form as a modal; `addButton` is the
 * top 'Қўшиш' button to a new record of that form.
 *
 * @example
 * const { builtIn, id, text, formLink, addButton } = builtInTableParts;
 * builtIn({ name: 'cron', title: 'Режалаштирилган вазифалар', sourceSql: 'SELECT id, name FROM cron', columns: [id, formLink(text('Номи', 'name'), 'cron')], buttons: [addButton('cron')] });
 */
export const builtInTableParts = {
  builtIn(table: Omit<TableSeed, 'projectId' | 'isBuiltIn' | 'permission'>): TableSeed {
    return {
      ...table,
      projectId: 'platon',
      isBuiltIn: true,
      permission: 'platon.admin',
      defaultSort: table.defaultSort ?? 'id',
      defaultOrder: table.defaultOrder ?? 1,
    };
  },
  id: { title: 'ID', dataField: 'id', width: 80, dataAlign: 'right', sumType: 'count' } as ColumnSeed,
  text: (title: string, dataField: string, width = 200): ColumnSeed => ({ title, dataField, width }),
  flag: (title: string, dataField: string): ColumnSeed => ({ title, dataField, width: 100, cellFormat: 'boolean', dataAlign: 'center' }),
  datetime: (title: string, dataField: string): ColumnSeed => ({ title, dataField, width: 150, cellFormat: 'datetime' }),
  /** `query` adds parameters after _target (e.g. the form_name the gear links of docs/behaviour.md §4 carry). */
  formLink: (column: ColumnSeed, collection: string, query = ''): ColumnSeed => ({
    ...column,
    link: `/forms/${collection}/{id}?_target=modal${query}`,
  }),
  addButton: (collection: string): ButtonSeed => ({
    label: 'Қўшиш',
    link: `/forms/${collection}`,
    placement: 'top',
    cssClass: 'btn-primary',
    icon: 'fa-solid fa-plus',
  }),
};
