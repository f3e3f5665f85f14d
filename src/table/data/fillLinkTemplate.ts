/**
 * A column's or button's link template with `{field}` replaced by the row's value (docs/behaviour.md §2 Table column
 * link), URL-encoded so a value with `/`, `?` or spaces stays one path segment or parameter. A field the row
 * lacks becomes empty.
 *
 * @example
 * fillLinkTemplate('/forms/appeals/{id}?_target=modal', { id: 42 }); // '/forms/appeals/42?_target=modal'
 */
export function fillLinkTemplate(template: string, row: Record<string, unknown>): string {
  return template.replace(/\{([^{}]+)\}/g, (_, field: string) => {
    const value = row[field.trim()];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}
