import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { sendAudit } from '../core/audit/sendAudit';
import { followEditMode } from '../core/session/editMode';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { LoadFailureView } from '../ui/LoadFailureView';
import { useTranslator } from '../ui/useTranslator';
import { definedTextLookup } from '../core/i18n/definedTextLookup';
import { translateTableDefinition } from '../core/i18n/translateTableDefinition';
import { createTableApi } from './data/createTableApi';
import { downloadExportLink } from '../core/files/downloadExportLink';
import { resolveLink } from '../core/router/linkRules';
import { standaloneLinkHref } from '../core/router/standaloneLinkHref';
import type { TableApi } from './data/TableApi';
import { useTableDefinition } from './data/useTableDefinition';
import { TABLE_NAME_REQUIRED } from './tableNameRequired';
import { TableScreen } from './TableScreen';
import type { TableLinks } from './view/TableLinks';
import type { AddressQuery } from '../core/table/initialFilterValues';
import { appHref } from '../core/router/appHref';

export interface TableElementProps {
  runtime: PlatonRuntime;
  /** The table, as in `/tables/{name}`. Required: without it this throws TABLE_NAME_REQUIRED. */
  name: string;
  /** Nesting level (sub-tables are 2 and deeper); default 1. */
  level?: number;
  /** `/public/tables/{name}`: calls go under `public/` without a token. */
  isPublic: boolean;
  /** Follows a link by the host's link rules (the shell's useFollowLink); without it links are plain hrefs. */
  onFollowLink?: TableLinks['follow'];
  /** The href of a link (the shell's router); default: the route in the application (`app-url`, appHref). */
  hrefOf?: TableLinks['hrefOf'];
  /** Where the error view's home button goes; default the application's home (appHref). */
  onHome?: () => void;
  /** The address's query (the route's, or the host page's): parameters naming a filter preset it. */
  query?: AddressQuery;
  /**
   * Writes the table's filters, sort and page to the address as a new query (other parameters kept), so a
   * view can be bookmarked and back and forward restore it. The shell gives it; a `<platon-table>` on a
   * host page has none and leaves the host's address alone.
   */
  onAddressChange?: (query: Record<string, string>) => void;
  /** The table calls; default the runtime's API client. Tests hand in fixtures. */
  tableApi?: TableApi;
  /**
   * A number the host raises when the data may have changed (a form of the page saved a record, or an
   * administrator edited this table's configuration): definition, rows and totals load again in place.
   */
  refresh?: number;
  /** The level of the title's heading: 1 where the table is the page's subject (the shell's route), else 2. */
  headingLevel?: 1 | 2;
}

/**
 * One server-defined table, as `<platon-table>` and the shell's `/tables/{name}` and `/public/tables/{name}`
 * show it: loads the definition, shows the loading view, the error view of docs/behaviour.md §6 for a failed load
 * (403: no access, 404: not found, 500: server error with reload; no connection: retry), then the table.
 * Once a table shows, the `OnTableOpened` plugin event fires and a signed-in user's visit is audited.
 *
 * @example
 * <TableElement runtime={runtime} name="appeals" isPublic={false} onFollowLink={(link, event) => follow(link, { event })} />
 */
export function TableElement({
  runtime,
  name,
  level = 1,
  isPublic,
  onFollowLink,
  hrefOf,
  onHome,
  query,
  onAddressChange,
  tableApi,
  refresh = 0,
  headingLevel,
}: TableElementProps) {
  if (!name) throw new Error(TABLE_NAME_REQUIRED);
  const t = useTranslator(runtime.i18n);
  const api = useMemo(() => tableApi ?? createTableApi(runtime.api, isPublic), [tableApi, runtime, isPublic]);
  // A <platon-table> on a host page follows the administrators' edit mode as the shell does (gear links).
  useLayoutEffect(() => followEditMode(runtime.store), [runtime]);
  const [attempt, setAttempt] = useState(0);
  // A signed-in table asks nothing without a session: after a logout the shell redraws the route on its way
  // to the sign-in page, and a call then could only answer 401.
  const hasSession = useStore(runtime.store, (s) => Boolean(s.token));
  const state = useTableDefinition(api, name, level, attempt, isPublic || hasSession, refresh);
  const links = useMemo<TableLinks>(
    () => ({
      hrefOf: hrefOf ?? ((link) => standaloneLinkHref(link, runtime.store.getState().config)),
      follow: onFollowLink,
      download: (link) => {
        const action = resolveLink(link);
        if (action.kind === 'export') void downloadExportLink(runtime, action.resource);
      },
    }),
    [hrefOf, onFollowLink, runtime],
  );
  const definition = state.status === 'ready' ? state.definition : null;
  // Administrators' texts in the chosen language (docs/behaviour.md §2); `t` changes identity with the language, so a
  // switch re-translates without a reload. Rows, sort and filters are keyed by value, not by this object.
  const shown = useMemo(
    () => definition && translateTableDefinition(definition, definedTextLookup(runtime.i18n)),
    [definition, t, runtime],
  );

  useEffect(() => {
    if (!definition) return;
    runtime.events.emit('OnTableOpened', { name, level });
    // Anonymous visitors of public tables are not audited from the browser: the audit call needs a user.
    if (runtime.store.getState().token && !isPublic) sendAudit(runtime.api, 'tableRead', definition.props.title || name, { name, level });
    // Once per table shown: a quiet reload (refresh) is not a new visit.
  }, [Boolean(definition), name, level, runtime]);

  if (state.status === 'loading') {
    return (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  }
  if (state.status === 'failed') {
    const retry = () => setAttempt((n) => n + 1);
    return (
      <LoadFailureView
        status={state.httpStatus}
        requestId={state.requestId}
        t={t}
        onRetry={retry}
        offerRetry={isPublic}
        onHome={onHome ?? (() => globalThis.location.assign(appHref('/', runtime.store.getState().config)))}
      />
    );
  }
  return (
    <TableScreen
      key={`${name}:${level}`}
      runtime={runtime}
      api={api}
      name={name}
      level={level}
      isPublic={isPublic}
      definition={shown ?? state.definition}
      links={links}
      t={t}
      query={query}
      refresh={refresh}
      onAddress={onAddressChange}
      headingLevel={headingLevel}
    />
  );
}
