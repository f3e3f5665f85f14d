import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormElementMeta, FormOption } from '../../../core/api/formMeta';
import type { FormEnv } from '../ControlProps';
import { optionLabel } from '../../../core/options/optionLabel';
import { pageOutcome } from './pageOutcome';

/** The options of a scroll select loaded so far, and how loading stands. */
export interface OptionPages {
  options: readonly FormOption[];
  loading: boolean;
  /** The last page asked for failed ('Вариантлар юклашда хатолик' with a retry). */
  failed: boolean;
  allLoaded: boolean;
  /** Labels of every option seen, by id as text: the trigger shows a chosen option's label from here. */
  labels: Readonly<Record<string, string>>;
  /** Page 1 for this search text, replacing the options. */
  first(search: string): void;
  /** The next page, appended; nothing while loading, after a failure or when all are loaded. */
  next(): void;
  /** The page that failed, again. */
  retry(): void;
}

interface PagesState {
  options: FormOption[];
  page: number;
  search: string;
  loading: boolean;
  failedPage: number | null;
  allLoaded: boolean;
  labels: Record<string, string>;
}

const INITIAL: PagesState = { options: [], page: 0, search: '', loading: false, failedPage: null, allLoaded: false, labels: {} };

/**
 * A scroll select's paging over `env.api.optionsPage` (docs/behaviour.md §11): page 1 for a search, then 2, 3... appended
 * while pages come back non-empty and no longer than the element's limit. Only the newest request counts:
 * an older one is aborted and its answer, should it still arrive, ignored.
 *
 * @example
 * const pages = useOptionPages(element, env);
 * useEffect(() => { if (open) pages.first(''); }, [open]);
 */
export function useOptionPages(element: FormElementMeta, env: FormEnv): OptionPages {
  const [state, setState] = useState<PagesState>(INITIAL);
  const latest = useRef(state);
  latest.current = state;
  const request = useRef<{ seq: number; controller: AbortController | null }>({ seq: 0, controller: null });

  useEffect(() => () => request.current.controller?.abort(), []);

  const load = useCallback(
    (page: number, search: string) => {
      request.current.controller?.abort();
      const controller = new AbortController();
      const seq = request.current.seq + 1;
      request.current = { seq, controller };
      // Mark the request at once: a second "end reached" before the next render must not ask again.
      latest.current = { ...latest.current, loading: true, failedPage: null };
      setState((current) => ({ ...current, loading: true, failedPage: null, search }));
      env.api.optionsPage(env.formName, element.id, { search, recordId: env.recordId, page }, controller.signal).then(
        (result) => {
          if (request.current.seq !== seq) return;
          const fresh = Array.isArray(result) ? result : [];
          setState((current) => {
            const kept = page === 1 ? [] : current.options;
            const known = new Set(kept.map((option) => String(option.id)));
            // A server may repeat an option on a later page (page 1 carries a record's chosen one): show it once.
            const added = fresh.filter((option) => !known.has(String(option.id)) && known.add(String(option.id)));
            const labels = { ...current.labels };
            for (const option of fresh) labels[String(option.id)] = optionLabel(option, env.locale);
            return {
              ...current,
              options: [...kept, ...added],
              page,
              loading: false,
              failedPage: null,
              allLoaded: pageOutcome(fresh.length, element.limit).allLoaded,
              labels,
            };
          });
        },
        () => {
          if (request.current.seq !== seq) return;
          setState((current) => ({ ...current, loading: false, failedPage: page }));
        },
      );
    },
    [env.api, env.formName, env.recordId, env.locale, element.id, element.limit],
  );

  const first = useCallback((search: string) => load(1, search), [load]);
  const next = useCallback(() => {
    const current = latest.current;
    if (current.loading || current.failedPage !== null || current.allLoaded || current.page === 0) return;
    load(current.page + 1, current.search);
  }, [load]);
  const retry = useCallback(() => {
    const current = latest.current;
    if (current.failedPage !== null) load(current.failedPage, current.search);
  }, [load]);

  return {
    options: state.options,
    loading: state.loading,
    failed: state.failedPage !== null,
    allLoaded: state.allLoaded,
    labels: state.labels,
    first,
    next,
    retry,
  };
}
