import type { FormRecord } from '../../core/api/formContract';

/**
 * What a form tells its host page (`<platon-form>` dispatches these as composed, bubbling CustomEvents):
 * - `platon-form-loaded` {name, recordId, values} once the form (and its record) loaded;
 * - `platon-form-submitted` {name, record} after each successful save;
 * - `platon-form-error` {name, status, message} when loading or saving failed (status 0: no connection).
 *
 * @example
 * const event: FormHostEvent = { type: 'platon-form-error', detail: { name: 'appeals', status: 404, message: 'Not Found' } };
 */
export type FormHostEvent =
  | { type: 'platon-form-loaded'; detail: { name: string; recordId: string | number | null; values: Record<string, unknown> } }
  | { type: 'platon-form-submitted'; detail: { name: string; record: FormRecord } }
  | { type: 'platon-form-error'; detail: { name: string; status: number; message: string } };
