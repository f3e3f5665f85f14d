import type { FilterValue, FilterValues, TableFilterMeta } from '../api/tableContract';

/**
 * The filter values a table opens with: each filter's `defaultValue`, keyed by its dataField, overridden by
 * the address's query where a parameter names a filter (menu links such as `/tables/appeals?status_id=2`,
 * and the filters a table writes to the address, see tableAddress). Ranges read `{field}.from` and
 * `{field}.to`; multiselects a comma-separated list; checkboxes true/false; option ids that look numeric
 * become numbers, as the server's option ids are, and a select whose options the
 * definition lists takes only their ids. A parameter present but empty (`status_id=`) clears a
 * filter that has a default. A value the filter could not hold (`amount.from=abc`, a date that is not
 * YYYY-MM-DD, `is_urgent=maybe`) is ignored: a hand-edited or stale address never breaks the table. Other
 * parameters (`_mid`, `_target`, `page`) name no filter and are ignored. Filters of other levels are the
 * sub-tables' business.
 *
 * @example
 * initialFilterValues([{ id: 1, level: 1, type: 'select', dataField: 'status_id', label: 'Status', defaultValue: 1 }], 1, { status_id: '2' });
 * // { status_id: 2 }
 */
export function initialFilterValues(filters: readonly TableFilterMeta[], level: number, query: AddressQuery = {}): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    if (filter.level !== level) continue;
    const value = fromQuery(filter, query);
    if (value === CLEARED) continue;
    // The administrator's stored default, as the server passes it on: taken as the filter's value.
    const chosen = value ?? (filter.defaultValue as FilterValue | null | undefined);
    if (chosen != null) values[filter.dataField] = chosen;
  }
  return values;
}

/** A route's or page's query; a repeated parameter arrives as a list, and the first one counts. */
export type AddressQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

const CLEARED = Symbol('cleared');
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/;
/** Option ids: numbers or codes, never commas (the list separator) or control characters. */
const OPTION_ID = /^[^,\p{Cc}]{1,200}$/u;
const MAX_TEXT = 1000;

function fromQuery(filter: TableFilterMeta, address: AddressQuery): FilterValue | null | typeof CLEARED {
  const first = (key: string): string | undefined => [address[key]].flat()[0];
  const param = (key: string): string => first(key)?.trim() ?? '';
  const field = filter.dataField;
  switch (filter.type) {
    case 'date':
    case 'datetime':
    case 'number':
    case 'int': {
      const valid = filter.type === 'date' ? DATE : filter.type === 'datetime' ? DATETIME : NUMBER;
      const bound = (key: string) => (valid.test(param(key)) ? param(key) : null);
      const from = bound(`${field}.from`);
      const to = bound(`${field}.to`);
      if (from || to) return { from, to };
      return first(`${field}.from`) === '' || first(`${field}.to`) === '' ? CLEARED : null;
    }
    case 'checkbox':
      if (first(field) === '') return CLEARED;
      return param(field) === 'true' ? true : param(field) === 'false' ? false : null;
    case 'select':
    case 'multiselect': {
      if (first(field) === '') return CLEARED;
      // With its options in the definition, only their ids count (as the option's own id, number or text).
      const options = filter.data?.length ? new Map(filter.data.map((option) => [String(option.id), option.id])) : null;
      const ids = param(field)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => OPTION_ID.test(id) && (!options || options.has(id)))
        .map((id) => options?.get(id) ?? (/^-?\d{1,15}$/.test(id) ? Number(id) : id));
      if (!ids.length) return null;
      return filter.isMultiple || filter.type === 'multiselect' ? ids : ids[0];
    }
    default: {
      const text = first(field);
      if (text === '') return CLEARED;
      return text && text.length <= MAX_TEXT && !/\p{Cc}/u.test(text) ? text : null;
    }
  }
}
