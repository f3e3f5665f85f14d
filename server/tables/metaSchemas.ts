/**
 * JSON schemas of table metadata (src/core/api/tableContract.ts, tableMeta.ts), registered with the shared
 * schemas so routes reference them by `$id` and /api/openapi.json lists them as components. Response
 * schemas double as an allow-list: Fastify's serializer drops any field not named here.
 */
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
const align = { type: ['string', 'null'], enum: ['left', 'center', 'right', null] } as const;
const id = { type: ['integer', 'string'] } as const;

/** Limits of a saved column config (SPEC §7 POST /user/column): generous for any real table, bounded for the database. */
const META_CONFIG_MAX_ENTRIES = 500;
const META_CONFIG_MAX_TITLE = 200;

export const TABLE_META_SCHEMAS = [
  {
    $id: 'TableColumn',
    type: 'object',
    description: 'A column, or a header group when it has children (SPEC §3 Table column).',
    properties: {
      id,
      title: { type: 'string' },
      dataField: nullableString,
      children: { type: 'array', items: { $ref: 'TableColumn#' } },
      width: nullableInteger,
      sortable: nullableBoolean,
      cellFormat: nullableString,
      link: nullableString,
      hint: nullableString,
      numberFormat: nullableInteger,
      dataAlign: align,
      footerAlign: align,
      dataNowrap: nullableBoolean,
      footerNowrap: nullableBoolean,
      formatCondition: nullableString,
      formatColor: nullableString,
      formatBackgroundColor: nullableString,
      footer: nullableString,
      sumType: { type: ['string', 'null'], enum: ['sum', 'avg', 'min', 'max', 'count', null] },
      headerComponent: nullableString,
      sortOrder: { type: ['integer', 'null'], enum: [1, -1, null] },
    },
    required: ['id', 'title'],
  },
  {
    $id: 'TableFilterOption',
    type: 'object',
    description: 'An option of a select filter; further fields (e.g. region_id) serve related selects.',
    // number, not integer: the serializer would truncate an option id such as 1.5.
    properties: { id: { type: ['number', 'string'] }, name: { type: 'string' } },
    additionalProperties: true,
  },
  {
    $id: 'TableFilter',
    type: 'object',
    description: 'A filter above the table, shaped like a form element.',
    properties: {
      id: { type: 'integer' },
      level: { type: 'integer' },
      type: { type: 'string', enum: ['input', 'text', 'select', 'multiselect', 'date', 'datetime', 'number', 'int', 'checkbox'] },
      dataField: { type: 'string' },
      label: { type: 'string' },
      placeholder: nullableString,
      width: nullableInteger,
      data: { type: ['array', 'null'], items: { $ref: 'TableFilterOption#' } },
      isRelatedSelect: nullableBoolean,
      relatedSelect: nullableString,
      filterBy: nullableString,
      isMultiple: nullableBoolean,
      defaultValue: { description: 'FilterValue: text, number, boolean, list, or { from, to } range' },
    },
    required: ['id', 'level', 'type', 'dataField', 'label'],
  },
  {
    $id: 'TableButton',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      level: { type: 'integer' },
      label: { type: 'string' },
      link: { type: 'string', description: 'Link template; {field} is filled from the row in row buttons.' },
      position: { type: 'string', enum: ['top', 'row'] },
      cssClass: nullableString,
      icon: nullableString,
    },
    required: ['id', 'level', 'label', 'link', 'position'],
  },
  {
    $id: 'ColumnConfig',
    type: 'object',
    description: 'Per-user column settings (SPEC §3): position per column id, own titles, hidden column ids.',
    properties: {
      order: { type: 'object', additionalProperties: { type: 'integer' }, maxProperties: META_CONFIG_MAX_ENTRIES },
      titles: {
        type: 'object',
        additionalProperties: { type: 'string', maxLength: META_CONFIG_MAX_TITLE },
        maxProperties: META_CONFIG_MAX_ENTRIES,
      },
      hidden: {
        type: 'array',
        items: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 100 }] },
        maxItems: META_CONFIG_MAX_ENTRIES,
      },
    },
    additionalProperties: false,
  },
  {
    $id: 'TableDefinition',
    type: 'object',
    description: 'Everything a view needs to draw one level of a table (tableContract.ts TableDefinition).',
    properties: {
      props: {
        type: 'object',
        properties: {
          tableName: { type: 'string' },
          tableId: id,
          level: { type: 'integer' },
          title: { type: 'string' },
          projectId: { type: 'string' },
          isBuiltIn: { type: 'boolean' },
          isPublic: { type: 'boolean' },
          rowKey: { type: 'string' },
          pageSize: { type: 'integer' },
          paging: { type: 'string', enum: ['server', 'client'] },
          exportable: { type: 'boolean' },
          leftFixed: nullableInteger,
          rightFixed: nullableInteger,
          groupBy: nullableString,
          splitRowsBy: nullableString,
          maxHeight: nullableInteger,
          navigateByKeyboard: nullableBoolean,
          defaultSort: nullableString,
          defaultOrder: { type: ['integer', 'null'], enum: [1, -1, null] },
        },
        required: [
          'tableName',
          'tableId',
          'level',
          'title',
          'projectId',
          'isBuiltIn',
          'isPublic',
          'rowKey',
          'pageSize',
          'paging',
          'exportable',
        ],
      },
      columns: { type: 'array', items: { $ref: 'TableColumn#' } },
      filters: { type: 'array', items: { $ref: 'TableFilter#' } },
      buttons: { type: 'array', items: { $ref: 'TableButton#' } },
      columnConfig: { anyOf: [{ $ref: 'ColumnConfig#' }, { type: 'null' }] },
    },
    required: ['props', 'columns', 'filters', 'buttons', 'columnConfig'],
  },
  {
    $id: 'SaveColumnConfigRequest',
    type: 'object',
    description: 'POST /user/column (SPEC §7). An empty column_config resets the table to its defaults.',
    properties: {
      level: { type: 'integer', minimum: 1, maximum: 100 },
      tableId: {
        anyOf: [
          { type: 'integer', minimum: 1, maximum: 2147483647 },
          { type: 'string', minLength: 1, maxLength: 200 },
        ],
      },
      column_config: { $ref: 'ColumnConfig#' },
    },
    required: ['level', 'tableId', 'column_config'],
  },
];
