import { useEffect, useMemo, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import type { FormRecord } from '../core/api/formContract';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { standaloneLinkHref } from '../core/router/standaloneLinkHref';
import { dispatchElementEvent } from '../core/elements/dispatchElementEvent';
import { PLATON_FORM_API } from '../core/elements/platonFormApi';
import { LoadFailureView } from '../ui/LoadFailureView';
import { useTranslator } from '../ui/useTranslator';
import { definedTextLookup } from '../core/i18n/definedTextLookup';
import { translateFormDefinition } from '../core/i18n/translateFormDefinition';
import { createFormApi } from './data/createFormApi';
import type { FormApi } from './data/FormApi';
import type { FormHostEvent } from './data/FormHostEvent';
import { useFormLoad } from './data/useFormLoad';
import { FORM_NAME_REQUIRED } from './formNameRequired';
import { FormScreen } from './FormScreen';
import { appHref } from '../core/router/appHref';

export interface FormElementProps {
  runtime: PlatonRuntime;
  /** The form, as in `/forms/{name}`. Required: without it this throws FORM_NAME_REQUIRED. */
  name: string;
  /** The record to edit (`/forms/{name}/{id}`); absent or null: a new record. */
  recordId?: string | number | null;
  /** `/public/forms/{name}`: calls go under `public/` without a token. */
  isPublic: boolean;
  /** Follows a link by the host's link rules (the shell's useFollowLink); without it: the standalone rules. */
  onFollowLink?: (link: string, event?: MouseEvent) => void;
  /** Where the error view's home button goes; default the configured base path. */
  onHome?: () => void;
  /** In a modal: shows Close and hands the title to the dialog (see onTitle). */
  onClose?: () => void;
  /** The form's title once loaded (a modal's header shows it). */
  onTitle?: (title: string) => void;
  /** After a save; the record holds the new id and version. */
  onSaved?: (record: FormRecord, kind: 'insert' | 'update') => void;
  /** After a delete. Without it the form goes on with a new record. */
  onDeleted?: (hard: boolean) => void;
  /** The address's query: parameters naming a field preset a new record. */
  query?: Readonly<Record<string, string | string[] | undefined>>;
  /** The form calls; default the runtime's API client. Tests hand in fixtures. */
  formApi?: FormApi;
  /** Hears what the host page hears as `platon-form-*` events. */
  onEvent?: (event: FormHostEvent) => void;
  /** The level of the title's heading: 1 where the form is the page's subject (the shell's route), else 2. */
  headingLevel?: 1 | 2;
}

/** What the element shows instead of the record its host named: one it saved, or a new one after a delete. */
interface LocalTarget {
  /** The host's record id when this began; the host catching up with `adoptedId` keeps it too. */
  forProp: string;
  loadId: string | number | null;
  adoptedId: string | null;
  seq: number;
}

/**
 * One server-defined form, as `<platon-form>` and the shell's `/forms/{name}/{id?}` and
 * `/public/forms/{name}/{id?}` show it: loads the definition and the record, shows the loading view, the
 * error view of docs/behaviour.md §6 for a failed load (403, 404, 500 with reload; no connection: retry), then the form.
 * Plugin events (docs/behaviour.md §10): OnFormRead after a record loads, OnFormInsert / OnFormUpdate / OnFormDelete /
 * OnFormHardDelete after each success; the host page hears `platon-form-loaded`, `-submitted` and `-error`.
 * A new record, once saved, stays the one edited: the host may move its address to the new id without the
 * form loading again.
 *
 * @example
 * <FormElement runtime={runtime} name="appeals" recordId={42} isPublic={false} onFollowLink={(link, event) => follow(link, { event })} />
 */
export function FormElement(props: FormElementProps) {
  const { runtime, name, recordId = null, isPublic, formApi, onHome } = props;
  if (!name) throw new Error(FORM_NAME_REQUIRED);
  const t = useTranslator(runtime.i18n);
  const api = useMemo(() => formApi ?? createFormApi(runtime.api, runtime.store, isPublic), [formApi, runtime, isPublic]);
  const [attempt, setAttempt] = useState(0);
  const hasSession = useStore(runtime.store, (s) => Boolean(s.token));
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  const local = useRef<LocalTarget | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const propKey = String(recordId ?? '');
  if (local.current) {
    if (propKey === local.current.adoptedId) local.current.forProp = propKey;
    else if (propKey !== local.current.forProp) local.current = null;
  }
  const loadId = local.current ? local.current.loadId : recordId === '' ? null : recordId;
  const seq = local.current?.seq ?? 0;
  const state = useFormLoad(api, name, loadId, attempt, isPublic || hasSession);
  const loaded = state.status === 'ready' ? state.definition : null;
  // Administrators' texts in the chosen language (docs/behaviour.md §2); `t` changes identity with the language, so a
  // switch re-translates without a reload. The screen is keyed by form and record, so it keeps its values.
  const shown = useMemo(() => loaded && translateFormDefinition(loaded, definedTextLookup(runtime.i18n)), [loaded, t, runtime]);

  function announce<Name extends FormHostEvent['type']>(event: Extract<FormHostEvent, { type: Name }>) {
    dispatchElementEvent(root.current, PLATON_FORM_API, event.type as Name, event.detail as never);
    latest.current.onEvent?.(event);
  }

  useEffect(() => {
    if (state.status === 'ready') {
      const { record } = state;
      if (record) runtime.events.emit('OnFormRead', { name, recordId: record.id, values: record.values });
    } else if (state.status === 'failed') {
      announce({ type: 'platon-form-error', detail: { name, status: state.httpStatus, message: state.message } });
    }
    // Once per load.
  }, [state]);

  useEffect(() => {
    // Again after a language switch: a modal's header shows the title in the chosen language.
    if (shown) latest.current.onTitle?.(shown.props.title || name);
  }, [shown]);

  const followLink = (link: string, event?: MouseEvent) => {
    if (latest.current.onFollowLink) latest.current.onFollowLink(link, event);
    // Its code (export downloads among it) loads with the first link a button follows, not with every form.
    else void import('./data/followStandaloneLink').then((m) => m.followStandaloneLink(runtime, link));
  };
  const hrefOf = (link: string) => standaloneLinkHref(link, runtime.store.getState().config);

  function saved(record: FormRecord, kind: 'insert' | 'update') {
    runtime.events.emit(kind === 'insert' ? 'OnFormInsert' : 'OnFormUpdate', { name, recordId: record.id, values: record.values });
    if (kind === 'insert' && record.id !== null) {
      local.current = { forProp: propKey, loadId, adoptedId: String(record.id), seq };
    }
    announce({ type: 'platon-form-submitted', detail: { name, record } });
    latest.current.onSaved?.(record, kind);
  }

  function deleted(hard: boolean, id: string | number) {
    runtime.events.emit(hard ? 'OnFormHardDelete' : 'OnFormDelete', { name, recordId: id });
    if (latest.current.onDeleted) {
      latest.current.onDeleted(hard);
      return;
    }
    local.current = { forProp: propKey, loadId: null, adoptedId: null, seq: seq + 1 };
    redraw();
  }

  let content;
  if (state.status === 'loading') {
    content = (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  } else if (state.status === 'failed') {
    const retry = () => setAttempt((n) => n + 1);
    content = (
      <LoadFailureView
        status={state.httpStatus}
        requestId={state.requestId}
        t={t}
        onRetry={retry}
        offerRetry={isPublic}
        onHome={onHome ?? (() => globalThis.location.assign(appHref('/', runtime.store.getState().config)))}
      />
    );
  } else {
    content = (
      <FormScreen
        key={`${name}:${String(loadId ?? '')}:${attempt}:${seq}`}
        runtime={runtime}
        api={api}
        name={name}
        definition={shown ?? state.definition}
        record={state.record}
        evaluate={state.evaluate}
        isPublic={isPublic}
        t={t}
        query={props.query}
        followLink={followLink}
        followsInApp={Boolean(props.onFollowLink)}
        hrefOf={hrefOf}
        onClose={props.onClose}
        headingLevel={props.headingLevel}
        onSaved={saved}
        onDeleted={deleted}
        onFailed={(status, message) => announce({ type: 'platon-form-error', detail: { name, status, message } })}
        onReady={(values) => announce({ type: 'platon-form-loaded', detail: { name, recordId: state.record?.id ?? null, values } })}
      />
    );
  }
  return (
    <div ref={root} className="pl-form-element">
      {content}
    </div>
  );
}
