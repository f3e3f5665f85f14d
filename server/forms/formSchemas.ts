/**
 * JSON schemas of the form contract (src/core/api/formContract.ts, formMeta.ts), spread into the shared
 * schemas so routes reference them by `$id` and /api/openapi.json lists them. Response schemas double as an
 * allow-list: Fastify's serializer drops any field not named here.
 *
 * @example
 * app.get('/forms/:name', { schema: { response: { 200: dataEnvelope({ $ref: 'FormDefinition#' }) } } }, handler);
 */
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;
const addons = { type: ['array', 'null'], items: { type: 'object', properties: { text: nullableString, icon: nullableString } } } as const;

export const FORM_SCHEMAS = [
  {
    $id: 'FormOption',
    type: 'object',
    description: 'An option of a select (SPEC §3 Option); further fields (e.g. region_id) serve related selects.',
    properties: { id: { type: ['number', 'string'] }, name: { type: 'string' } },
    additionalProperties: true,
  },
  {
    $id: 'FormElement',
    type: 'object',
    description: 'A form element (SPEC §2.9, §3 Form element); containers hold children. Unset fields are left out.',
    properties: {
      id: { type: 'integer' },
      type: { type: 'string' },
      dataField: nullableString,
      label: nullableString,
      placeholder: nullableString,
      hint: nullableString,
      width: nullableInteger,
      cssClass: nullableString,
      cssStyle: nullableString,
      isRequired: nullableBoolean,
      isDisabled: nullableBoolean,
      isReadOnly: nullableBoolean,
      displayCondition: nullableString,
      defaultValue: { description: 'Value of a new record (any JSON; dates also now / today)' },
      format: nullableString,
      minDate: nullableString,
      maxDate: nullableString,
      minDatetime: nullableString,
      maxDatetime: nullableString,
      textAlign: nullableString,
      scale: nullableInteger,
      data: { type: ['array', 'null'], items: { $ref: 'FormOption#' } },
      isRelatedSelect: nullableBoolean,
      relatedSelect: nullableString,
      filterBy: nullableString,
      limit: nullableInteger,
      allowClear: nullableBoolean,
      isMultiple: nullableBoolean,
      selectionCount: nullableInteger,
      minItemsToSearch: nullableInteger,
      maxCount: nullableInteger,
      minCount: nullableInteger,
      minValue: nullableNumber,
      maxValue: nullableNumber,
      minLength: nullableInteger,
      maxLength: nullableInteger,
      maxSize: nullableInteger,
      allowedExtensions: nullableString,
      mask: nullableString,
      suggestionsUrl: nullableString,
      htmlContent: nullableString,
      css: nullableString,
      js: {
        ...nullableString,
        description:
          "Module URL of the element's script, relative to the API base (source text is served at forms/{name}/scripts/{sha256}.js)",
      },
      language: nullableString,
      buttonIcon: nullableString,
      action: nullableString,
      short_key: nullableString,
      shortKeyLabel: nullableString,
      tabsPosition: nullableString,
      saveStateKey: nullableString,
      activeTab: nullableInteger,
      addonElementsLeft: addons,
      addonElementsRight: addons,
      customValidator: nullableString,
      children: { type: 'array', items: { $ref: 'FormElement#' } },
    },
    required: ['id', 'type'],
  },
  {
    $id: 'FormDefinition',
    type: 'object',
    description: 'GET forms/{name}: props and the element tree, select options resolved.',
    properties: {
      props: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          title: { type: 'string' },
          projectId: { type: 'string' },
          isBuiltIn: { type: 'boolean' },
          isPublic: { type: 'boolean' },
          rowKey: { type: 'string' },
          canInsert: { type: 'boolean' },
          canUpdate: { type: 'boolean' },
          canDelete: { type: 'boolean' },
          canHardDelete: { type: 'boolean' },
          labelWidth: nullableInteger,
        },
        required: [
          'id',
          'name',
          'title',
          'projectId',
          'isBuiltIn',
          'isPublic',
          'rowKey',
          'canInsert',
          'canUpdate',
          'canDelete',
          'canHardDelete',
        ],
      },
      elements: { type: 'array', items: { $ref: 'FormElement#' } },
    },
    required: ['props', 'elements'],
  },
  {
    $id: 'FormRecord',
    type: 'object',
    description: 'A record as a form edits it: values by dataField, and the version that guards against lost updates.',
    properties: {
      id: { type: ['number', 'string', 'null'] },
      values: { type: 'object', additionalProperties: true },
      version: nullableInteger,
    },
    required: ['id', 'values', 'version'],
  },
  {
    $id: 'SaveFormRequest',
    type: 'object',
    description:
      'Body of insert and update: values by dataField (keys no editable element names are ignored); update needs the version it started from.',
    properties: {
      values: { type: 'object', additionalProperties: true },
      version: nullableInteger,
    },
    required: ['values'],
  },
  {
    $id: 'FormErrorResponse',
    type: 'object',
    description:
      '422 VALIDATION_FAILED: the first broken rule per field, in the request locale (Accept-Language, else the user locale; the Uzbek text where no translation exists); params fill its {0}.',
    properties: {
      statusCode: { type: 'integer' },
      error: { type: 'string' },
      message: { type: 'string' },
      code: { type: 'string' },
      errors: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: { message: { type: 'string' }, params: { type: 'array', items: { type: ['string', 'number'] } } },
          required: ['message'],
        },
      },
    },
    required: ['statusCode', 'error', 'message', 'code', 'errors'],
  },
];
