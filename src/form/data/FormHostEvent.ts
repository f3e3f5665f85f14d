import type { PlatonFormEvents } from '../../core/elements/platonFormApi';

/**
 * What a form tells its host page (`<platon-form>` dispatches these as composed, bubbling CustomEvents; the
 * names and details are those of src/core/elements/platonFormApi.ts):
 * - `platon-form-loaded` {name, recordId, values} once the form (and its record) loaded;
 * - `platon-form-submitted` {name, record} after each successful save;
 * - `platon-form-error` {name, status, message} when loading or saving failed (status 0: no connection).
 *
 * @example
 * const event: FormHostEvent = { type: 'platon-form-error', detail: { name: 'appeals', status: 404, message: 'Not Found' } };
 */
export type FormHostEvent = { [Name in keyof PlatonFormEvents]: { type: Name; detail: PlatonFormEvents[Name] } }[keyof PlatonFormEvents];
