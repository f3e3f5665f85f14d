import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { INSTRUCTION_SEARCH_MIN } from '../../core/api/instructionsContract';
import { createInstructionsApi } from '../../core/instructions/createInstructionsApi';
import { instructionAddress, instructionPlace } from '../../core/instructions/instructionPlace';
import { isAdmin, productOf } from '../../core/session/permissions';
import { Button } from '../../ui/Button';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useLoaded } from '../files/useLoaded';
import { SvgIcon } from '../layout/sidebar/SvgIcon';
import { AppLink } from '../routing/AppLink';
import { useShell } from '../routing/ShellContext';
import { useDataReloadKey } from '../routing/useDataReloadKey';
import { useFollowLink } from '../routing/useFollowLink';
import { InstructionArticle } from './InstructionArticle';
import { InstructionNav } from './InstructionNav';
import { InstructionResults } from './InstructionResults';
import { InstructionSearchBox } from './InstructionSearchBox';
import { instructionsCss } from './instructionsCss';

export interface InstructionsViewProps {
  /** The route's slugs: `/instructions/{main?}/{sub?}`. */
  main: string | undefined;
  sub: string | undefined;
}

/**
 * `/instructions/{main?}/{sub?}` (docs/behaviour.md §1, issue 15): the user guide. The sections and subsections in a
 * side list (above the content when narrow), the open one named by the address (the first section when it
 * names none), its Markdown content, and a search across the guide whose results open an instruction.
 * Everything reloads in the new language when the language changes, and after an administrator saved an
 * instruction through the gear link's form.
 */
export function InstructionsView({ main, sub }: InstructionsViewProps) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const follow = useFollowLink();
  const api = useMemo(() => createInstructionsApi(runtime.api), [runtime]);
  const locale = useStore(runtime.store, (s) => s.locale || 'uz');
  const apiBase = useStore(runtime.store, (s) => s.config.apiBase);
  // The gear and the list of all instructions are an administrator's edit links: only in the edit mode.
  const canEdit = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo), !s.editLinks));
  const saved = useDataReloadKey(runtime);
  const [retry, setRetry] = useState(0);
  const [query, setQuery] = useState('');
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);
  useAdoptedStyles(rootRef, instructionsCss);

  const reload = `${locale}#${saved}#${retry}`;
  const tree = useLoaded((signal) => api.tree(signal), reload);
  const place = instructionPlace(main, sub, tree.value);
  const address = instructionAddress(place);
  const entry = useLoaded(place ? (signal) => api.entry(place, signal) : null, `${address}#${reload}`);
  const searching = query.length >= INSTRUCTION_SEARCH_MIN;
  const results = useLoaded(searching ? (signal) => api.search(query, signal) : null, `${query}#${reload}`);
  const html = useMemo(() => ({ apiBase, hrefOf: (to: string) => router.href(to) }), [apiBase, router]);

  // A section chosen from the list or the results: the reader (and a screen reader) goes to its heading.
  const shown = entry.state === 'ready' ? entry.value : null;
  useEffect(() => {
    if (!shown || !chosen.current) return;
    chosen.current = false;
    headingRef.current?.focus();
  }, [shown]);
  const choose = () => {
    chosen.current = true;
    setNavOpen(false);
  };

  const failed = (loaded: { state: string }) => loaded.state === 'failed';
  const notFound = entry.state === 'failed' && entry.status === 404;
  let content;
  if (searching) {
    content = (
      <InstructionResults
        query={query}
        results={results}
        t={t}
        onRetry={() => setRetry((n) => n + 1)}
        onOpen={() => {
          choose();
          setQuery('');
        }}
      />
    );
  } else if (notFound) {
    content = (
      <div className="pl-guide__message" role="alert">
        <h2>{t('Йўриқнома топилмади')}</h2>
        <AppLink to="/instructions">{t('Биринчи бўлимга')}</AppLink>
      </div>
    );
  } else if (failed(tree) || failed(entry)) {
    content = (
      <div className="pl-alert pl-alert--danger" role="alert">
        <span>{t('Маълумотларни юклашда хатолик')}</span> <Button onClick={() => setRetry((n) => n + 1)}>{t('Қайта урунинг')}</Button>
      </div>
    );
  } else if (tree.value && !place) {
    content = <p className="pl-guide__message pl-guide__empty">{t('Йўриқномалар ҳали қўшилмаган')}</p>;
  } else if (entry.value) {
    content = (
      <InstructionArticle
        instruction={entry.value}
        locale={locale}
        html={html}
        canEdit={canEdit}
        headingRef={headingRef}
        t={t}
        onFollow={(to, event: MouseEvent) => follow(to, { event })}
      />
    );
  } else {
    content = (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  }

  return (
    <section ref={rootRef} className="pl-guide" aria-labelledby="pl-guide-heading" aria-busy={entry.state === 'loading'}>
      <div className="pl-guide__head">
        <h1 id="pl-guide-heading">{t('Йўриқномалар')}</h1>
        {canEdit ? <AppLink to="/tables/instructions">{t('Барча йўриқномалар')}</AppLink> : null}
      </div>
      <div className="pl-guide__body">
        <div className="pl-guide__side">
          <InstructionSearchBox value={query} onSearch={setQuery} t={t} />
          {tree.value?.length ? (
            <>
              <Button
                className="pl-guide__toggle"
                aria-expanded={navOpen}
                aria-controls={navId}
                onClick={() => setNavOpen((open) => !open)}
              >
                <span>{t('Йўриқнома бўлимлари')}</span>
                <SvgIcon name={navOpen ? 'chevronDown' : 'chevronRight'} />
              </Button>
              <InstructionNav sections={tree.value} current={place} open={navOpen} id={navId} onChosen={choose} t={t} />
            </>
          ) : null}
        </div>
        <div className="pl-guide__main">{content}</div>
      </div>
    </section>
  );
}
