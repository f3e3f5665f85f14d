import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormRecord } from '../../core/api/formContract';
import type { FormElementMeta } from '../../core/api/formMeta';
import { logCallFailure } from '../../core/api/logCallFailure';
import type { Translate } from '../../ui/useTranslator';
import type { FormApi } from '../data/FormApi';
import { saveFailure } from '../data/saveFailure';
import { newRecordValues } from './newRecordValues';
import { recordValues } from './recordValues';
import { toSaveValues } from './toSaveValues';

export interface FormControllerState {
  /** The record edited; null until a new one is first saved. */
  id: string | number | null;
  /** The version last read or saved: every update and delete sends it, so a stale edit gets a 409. */
  version: number | null;
  /** The server's 409 message while the stored record is newer than the edited one; null otherwise. */
  stale: string | null;
  /** A save, reload or delete is on its way. */
  busy: boolean;
}

/** What the controller tells its view's host: `<platon-form>` turns these into plugin and host page events. */
export type FormControllerEvent =
  | { type: 'saved'; record: FormRecord; kind: 'insert' | 'update' }
  | { type: 'deleted'; hard: boolean; id: string | number }
  /** A failure the form does not settle under a field: a 409 (status 409) or a toast's (status 0: no connection). */
  | { type: 'failed'; status: number; message: string };

/** A server refusal shown under a field, already translated. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** The values a view holds (react-hook-form in FormScreen): the controller only hands it new baselines and errors. */
export interface FormValuesTarget {
  /** Shows `values` and makes them the baseline a reset button returns to. */
  reset(values: Record<string, unknown>): void;
  /** Shows each message under its field; the first one's field takes the focus. */
  showFieldErrors(errors: readonly FieldMessage[]): void;
}

export interface FormControllerOptions {
  api: Pick<FormApi, 'record' | 'insert' | 'update' | 'remove'>;
  name: string;
  /** The form's field elements (buildFormModel's `fields`): what is saved and which 422 messages have a home. */
  fields: readonly FormElementMeta[];
  /** The record edited, as loaded; null for a new one. */
  record: FormRecord | null;
  /** The address's query: parameters naming a field preset a new record's value. */
  query?: Readonly<Record<string, string | string[] | undefined>>;
  t: Translate;
  notify(message: string, kind: 'success' | 'error', failure?: unknown): void;
  /** Asked before a delete; false leaves the record alone. */
  confirm(question: string): Promise<boolean>;
  form: FormValuesTarget;
}

export type FormController = StoreApi<FormControllerState> & {
  /** The values the form starts with: the record's, or a new record's defaults and query presets. */
  readonly initialValues: Record<string, unknown>;
  /**
   * Inserts a new record or updates the edited one with its version. The saved record becomes the new
   * baseline (its id and version, the values as saved), so a second save of a new record updates it.
   */
  save(values: Readonly<Record<string, unknown>>): Promise<void>;
  /** After a 409: reads the stored record again and shows it, replacing the user's values. */
  reload(): Promise<void>;
  /** Deletes (hard: for good) the edited record with its version, once the user confirms. */
  remove(hard: boolean): Promise<void>;
  /** Hears saves, deletes and failures; returns the unsubscribe. */
  on(listener: (event: FormControllerEvent) => void): () => void;
  /**
   * Swaps the collaborators a running controller calls (a view re-renders with new callbacks or a new `t`);
   * the record state stays. `record` and `query` count only at creation.
   */
  setOptions(options: FormControllerOptions): void;
};

/**
 * The headless controller of one loaded form (docs/behaviour.md §5, docs/architecture.md "Writes", docs/architecture.md pure model, thin
 * view):
 * it owns the record's id and version (optimistic locking), save, reload and delete, and what a failure
 * means: a 422 puts each message under its field (a refusal of no field shown is a toast), a 409 keeps every
 * value and offers an explicit reload, anything else is a toast. No React: FormScreen binds it through
 * useFormController and keeps the values in react-hook-form (`form`).
 *
 * @example
 * const controller = createFormController({ api, name: 'appeals', fields: model.fields, record: null, t, notify, confirm, form });
 * controller.on((event) => event.type === 'saved' && console.log(event.record.id));
 * await controller.save({ applicant: 'Нодира' }); // inserts; the next save updates with the returned version
 */
export function createFormController(initial: FormControllerOptions): FormController {
  let options = initial;
  const listeners = new Set<(event: FormControllerEvent) => void>();
  const { record, query } = initial;
  const store = createStore<FormControllerState>(() => ({
    id: record?.id ?? null,
    version: record?.version ?? null,
    stale: null,
    busy: false,
  }));

  const emit = (event: FormControllerEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function showFailure(error: unknown, what: string) {
    const { name, fields, t, notify, form } = options;
    logCallFailure(`[platon] form ${name}: ${what} failed`, error);
    const failure = saveFailure(error);
    if (failure.kind === 'fields') {
      const known = new Set(fields.map((field) => field.dataField!));
      const shown = Object.entries(failure.errors)
        .filter(([field]) => known.has(field))
        .map(([field, fieldError]) => ({ field, message: t(fieldError.message, { ...fieldError.params }) }));
      if (shown.length) form.showFieldErrors(shown);
      // A refusal of no field this form shows still needs saying.
      else notify(t(failure.message ?? 'Хатолик'), 'error', error);
      return;
    }
    if (failure.kind === 'stale') {
      store.setState({ stale: failure.message });
      emit({ type: 'failed', status: 409, message: failure.message });
      return;
    }
    notify(failure.message ? t(failure.message) : t('Хатолик'), 'error', error);
    emit({ type: 'failed', status: failure.status, message: failure.message ?? 'Хатолик' });
  }

  /** Runs one call with `busy` raised; a failure goes to showFailure as `what`. */
  async function run(what: string, call: () => Promise<void>) {
    store.setState({ busy: true });
    try {
      await call();
    } catch (error) {
      showFailure(error, what);
    } finally {
      store.setState({ busy: false });
    }
  }

  return Object.assign(store, {
    initialValues: record ? recordValues(initial.fields, record) : newRecordValues(initial.fields, query),
    async save(values) {
      const { api, name, fields, t, notify, form } = options;
      const { id, version } = store.getState();
      const body = toSaveValues(fields, values);
      const kind = id === null ? 'insert' : 'update';
      await run(kind, async () => {
        const saved = id === null ? await api.insert(name, { values: body }) : await api.update(name, id, { values: body, version });
        store.setState({ stale: null, id: saved.id ?? id, version: saved.version });
        form.reset(recordValues(fields, { values: { ...body, ...saved.values } }));
        notify(t('Маълумотлар сақланди'), 'success');
        emit({ type: 'saved', record: saved, kind });
      });
    },
    async reload() {
      const { api, name, fields, form } = options;
      const { id } = store.getState();
      if (id === null) return;
      await run('reload', async () => {
        const fresh = await api.record(name, id);
        form.reset(recordValues(fields, fresh));
        store.setState({ id: fresh.id ?? id, version: fresh.version, stale: null });
      });
    },
    async remove(hard) {
      const { id, version } = store.getState();
      if (id === null) return;
      const question = hard ? options.t('Маълумотни бутунлай ўчиришни хоҳлайсизми?') : options.t('Маълумотни ўчиришни хоҳлайсизми?');
      if (!(await options.confirm(question))) return;
      // The view may have re-rendered while the dialog was open: its latest collaborators carry on.
      const { api, name, t, notify } = options;
      await run(hard ? 'hard delete' : 'delete', async () => {
        await api.remove(name, id, version, hard);
        notify(t('Маълумотлар ўчирилди'), 'success');
        emit({ type: 'deleted', hard, id });
      });
    },
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setOptions(next: FormControllerOptions) {
      options = next;
    },
  } satisfies Omit<FormController, keyof StoreApi<FormControllerState>>);
}
