import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import type { FormRecord } from '../../core/api/formContract';
import { appealForm, fakeFormApi } from '../controls/testing/formFixtures';
import { buildFormModel } from './formModel';
import { createFormController, type FieldMessage, type FormControllerEvent, type FormControllerOptions } from './createFormController';

const stored: FormRecord = { id: 7, values: { applicant: 'Алишер', amount: '1500', reason: null }, version: 3 };

/** A controller over the fake server, with everything it tells the view and the host written down. */
function setup(options: { record?: FormRecord | null; confirm?: boolean; query?: FormControllerOptions['query'] } = {}) {
  const definition = appealForm({ canHardDelete: true });
  const api = fakeFormApi(definition, [stored]);
  const toasts: string[] = [];
  const events: FormControllerEvent[] = [];
  const resets: Record<string, unknown>[] = [];
  const fieldErrors: FieldMessage[][] = [];
  const questions: string[] = [];
  const controller = createFormController({
    api,
    name: 'appeals',
    fields: buildFormModel(definition).fields,
    record: options.record === undefined ? structuredClone(stored) : options.record,
    query: options.query,
    // Fills `{0}` placeholders as the real translator does; the keys are the Uzbek texts.
    t: (key, values) => key.replace(/\{(\d+)\}/g, (_, index: string) => String(values?.[index] ?? '')),
    notify: (message, kind) => toasts.push(`${kind}: ${message}`),
    confirm: async (question) => {
      questions.push(question);
      return options.confirm ?? true;
    },
    form: { reset: (values) => resets.push(values), showFieldErrors: (errors) => fieldErrors.push([...errors]) },
  });
  controller.on((event) => events.push(event));
  return { api, controller, toasts, events, resets, fieldErrors, questions };
}

describe('createFormController (docs/behaviour.md §5, docs/architecture.md writes)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('inserts a new record, then updates it with the version the insert returned', async () => {
    const form = setup({ record: null, query: { amount: '5000', _target: 'modal' } });
    expect(form.controller.initialValues).toEqual({ applicant: null, amount: '5000', reason: null });
    expect(form.controller.getState()).toEqual({ id: null, version: null, stale: null, busy: false });

    const saving = form.controller.save({ applicant: 'Нодира', stray: 'x' });
    expect(form.controller.getState().busy).toBe(true);
    await saving;
    expect(form.api.calls.at(-1)).toEqual({ kind: 'insert', request: { values: { applicant: 'Нодира', amount: null, reason: null } } });
    expect(form.controller.getState()).toEqual({ id: 100, version: 1, stale: null, busy: false });
    expect(form.resets).toEqual([{ applicant: 'Нодира', amount: null, reason: null }]);
    expect(form.toasts).toEqual(['success: Маълумотлар сақланди']);
    expect(form.events).toEqual([
      { type: 'saved', kind: 'insert', record: { id: 100, values: { applicant: 'Нодира', amount: null, reason: null }, version: 1 } },
    ]);

    await form.controller.save({ applicant: 'Нодира', amount: '250' });
    expect(form.api.calls.at(-1)).toEqual({
      kind: 'update',
      id: 100,
      request: { values: { applicant: 'Нодира', amount: '250', reason: null }, version: 1 },
    });
    expect(form.controller.getState()).toMatchObject({ id: 100, version: 2 });
    expect(form.events.at(-1)).toMatchObject({ type: 'saved', kind: 'update' });
    expect(form.api.calls.filter((call) => call.kind === 'insert')).toHaveLength(1);
  });

  it('on a 409 keeps the user’s values and says why; only reload replaces them, and the next save carries the new version', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = setup();
    // Someone else saved the record meanwhile.
    form.api.records.set('7', { id: 7, values: { applicant: 'Бобур', amount: '99', reason: null }, version: 4 });

    await form.controller.save({ applicant: 'Алишер', amount: '15007' });
    const message = 'Маълумот бошқа фойдаланувчи томонидан ўзгартирилган';
    expect(form.controller.getState()).toEqual({ id: 7, version: 3, stale: message, busy: false });
    expect(form.events).toEqual([{ type: 'failed', status: 409, message }]);
    // No value was replaced and no toast covers the alert.
    expect(form.resets).toEqual([]);
    expect(form.toasts).toEqual([]);

    await form.controller.reload();
    expect(form.resets).toEqual([{ applicant: 'Бобур', amount: '99', reason: null }]);
    expect(form.controller.getState()).toEqual({ id: 7, version: 4, stale: null, busy: false });

    await form.controller.save({ applicant: 'Бобур', amount: '100' });
    expect(form.api.calls.at(-1)).toMatchObject({ kind: 'update', id: 7, request: { version: 4 } });
    expect(form.toasts).toEqual(['success: Маълумотлар сақланди']);
  });

  it('puts the server’s 422 messages under their fields, translated, and ignores fields the form does not show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = setup();
    form.api.failNext = new ApiError(422, {
      message: 'Validation failed',
      errors: {
        applicant: { message: 'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак', params: [5] },
        hidden_column: { message: 'Нотўғри қиймат' },
        amount: { message: 'Нотўғри қиймат' },
      },
    });
    await form.controller.save({ applicant: 'Алишер Навоий', amount: 'x' });
    expect(form.fieldErrors).toEqual([
      [
        { field: 'applicant', message: 'Майдонни узунлиги 5 та ёки ундан кам бўлиши керак' },
        { field: 'amount', message: 'Нотўғри қиймат' },
      ],
    ]);
    expect(form.toasts).toEqual([]);
    expect(form.events).toEqual([]);
    expect(form.controller.getState()).toEqual({ id: 7, version: 3, stale: null, busy: false });

    // A refusal of no field this form shows is still said, as a toast.
    form.api.failNext = new ApiError(422, { message: 'Бошқа майдон нотўғри', errors: { hidden_column: { message: 'Нотўғри қиймат' } } });
    await form.controller.save({ applicant: 'Алишер' });
    expect(form.fieldErrors).toHaveLength(1);
    expect(form.toasts).toEqual(['error: Бошқа майдон нотўғри']);
  });

  it('toasts other failures with the server’s message, or Хатолик without a connection, and tells the host', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = setup();
    form.api.failNext = new ApiError(500, { statusCode: 500, message: 'Database is down' });
    await form.controller.save({ applicant: 'Алишер' });
    form.api.failNext = new ApiError(0, null, 'Failed to fetch');
    await form.controller.save({ applicant: 'Алишер' });
    expect(form.toasts).toEqual(['error: Database is down', 'error: Хатолик']);
    expect(form.events).toEqual([
      { type: 'failed', status: 500, message: 'Database is down' },
      { type: 'failed', status: 0, message: 'Хатолик' },
    ]);
    expect(form.controller.getState()).toMatchObject({ version: 3, busy: false });
  });

  it('deletes only once the user confirms, with the record’s version', async () => {
    const declined = setup({ confirm: false });
    await declined.controller.remove(false);
    expect(declined.questions).toEqual(['Маълумотни ўчиришни хоҳлайсизми?']);
    expect(declined.api.calls.some((call) => call.kind === 'remove')).toBe(false);
    expect(declined.events).toEqual([]);

    const form = setup();
    await form.controller.remove(true);
    expect(form.questions).toEqual(['Маълумотни бутунлай ўчиришни хоҳлайсизми?']);
    expect(form.api.calls.at(-1)).toEqual({ kind: 'remove', id: 7, version: 3, hard: true });
    expect(form.api.records.has('7')).toBe(false);
    expect(form.toasts).toEqual(['success: Маълумотлар ўчирилди']);
    expect(form.events).toEqual([{ type: 'deleted', hard: true, id: 7 }]);
  });

  it('refuses a stale delete like a stale save, and neither deletes nor reloads a record never saved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = setup();
    form.api.records.set('7', { ...stored, version: 4 });
    await form.controller.remove(false);
    expect(form.controller.getState().stale).toBe('Маълумот бошқа фойдаланувчи томонидан ўзгартирилган');
    expect(form.api.records.has('7')).toBe(true);

    const fresh = setup({ record: null });
    await fresh.controller.remove(false);
    await fresh.controller.reload();
    expect(fresh.questions).toEqual([]);
    expect(fresh.api.calls).toEqual([]);
  });

  it('calls the collaborators the view handed it last', async () => {
    const form = setup();
    const later: string[] = [];
    const { api } = form;
    form.controller.setOptions({
      api,
      name: 'appeals',
      fields: buildFormModel(appealForm()).fields,
      record: null,
      t: (key) => `«${key}»`,
      notify: (message) => later.push(message),
      confirm: async () => true,
      form: { reset: () => undefined, showFieldErrors: () => undefined },
    });
    await form.controller.save({ applicant: 'Алишер' });
    expect(later).toEqual(['«Маълумотлар сақланди»']);
    expect(form.toasts).toEqual([]);
    // `record` counts only at creation: the controller still edits record 7.
    expect(form.api.calls.at(-1)).toMatchObject({ kind: 'update', id: 7 });
  });
});
