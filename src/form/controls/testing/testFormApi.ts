import type { FormApi } from '../../data/FormApi';

/**
 * A FormApi for component tests: every call answers from `overrides` or fails loudly, so a test states
 * exactly which calls its control may make.
 *
 * @example
 * const api = testFormApi({ suggestions: async (_url, text) => [`${text}обод`] });
 */
export function testFormApi(overrides: Partial<FormApi> = {}): FormApi {
  const missing = (name: string) => () => Promise.reject(new Error(`testFormApi: unexpected call ${name}`));
  return {
    definition: missing('definition'),
    record: missing('record'),
    insert: missing('insert'),
    update: missing('update'),
    remove: missing('remove'),
    optionsPage: missing('optionsPage'),
    suggestions: missing('suggestions'),
    upload: missing('upload'),
    fileHref: (file) => `/api/${file.url ?? `uploads/${file.kind}/${file.id}`}`,
    ...overrides,
  };
}
