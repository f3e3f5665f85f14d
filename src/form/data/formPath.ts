/**
 * The address of a form call under the API base (src/core/api/formContract.ts): `forms/{name}` and its
 * records, with the `public/` prefix for public forms, which travel without a token (docs/behaviour.md §2).
 *
 * @example
 * formPath('appeals', false);             // 'forms/appeals'
 * formPath('feedback', true, 'records');  // 'public/forms/feedback/records'
 * formPath('appeals', false, 'records', 42); // 'forms/appeals/records/42'
 */
export function formPath(name: string, isPublic: boolean, call?: 'records', id?: string | number): string {
  const base = `${isPublic ? 'public/' : ''}forms/${encodeURIComponent(name)}`;
  if (!call) return base;
  return id === undefined ? `${base}/${call}` : `${base}/${call}/${encodeURIComponent(String(id))}`;
}
