import type { FilterValue, FilterValues, TableFilterMeta } from '../../core/api/tableContract';

/**
 * The filter values a table opens with: each filter's `defaultValue`, keyed by its dataField, overridden by
 * the address's query where a parameter names a filter (menu links such as `/tables/appeals?status_id=2`).
 * Ranges read `{field}.from` and `{field}.to`; multiselects a comma-separated list; checkboxes true/false;
 * option ids that look numeric become numbers, as the server's option ids are. Other parameters (`_mid`,
 * `_target`) name no filter and are ignored. Filters of other levels are the sub-tables' business.
 *
 * @example
 * initialFilterValues([{ id: 1, level: 1, type: 'select', dataField: 'status_id', label: 'Status', defaultValue: 1 }], 1, { status_id: '2' });
 * // { status_id: 2 }
 */
export function initialFilterValues(filters: readonly TableFilterMeta[], level: number, query: AddressQuery = {}): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    if (filter.level !== level) continue;
    const value = fromQuery(filter, query) ?? filter.defaultValue;
    if (value != null) values[filter.dataField] = value;
  }
  return values;
}

/** A route's or page's query; a repeated parameter arrives as a list, and the first one counts. */
export type AddressQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

function fromQuery(filter: TableFilterMeta, address: AddressQuery): FilterValue | null {
  const param = (key: string): string => [address[key]].flat()[0] ?? '';
  const field = filter.dataField;
  switch (filter.type) {
    case 'date':
    case 'datetime':
    case 'number':
    case 'int': {
      const from = param(`${field}.from`) || null;
      const to = param(`${field}.to`) || null;
      return from || to ? { from, to } : null;
    }
    case 'checkbox':
      return param(field) === 'true' ? true : param(field) === 'false' ? false : null;
    case 'select':
    case 'multiselect': {
      if (!param(field)) return null;
      const ids = param(field).split(',').map((id) => (/^-?\d+$/.test(id) ? Number(id) : id));
      return filter.isMultiple || filter.type === 'multiselect' ? ids : ids[0];
    }
    default:
      return param(field) || null;
  }
}
