import { Suspense, useEffect, useRef, useState } from 'react';
import { PLATON_TABLE_API } from '../../core/elements/platonTableApi';
import { useTranslator } from '../../ui/useTranslator';
import { TableView } from '../routing/routeViews';
import { useShell } from '../routing/ShellContext';
import { DemoFrame } from './DemoFrame';
import { EventLog, useEventLog } from './EventLog';
import { tableChangeKind } from './tableChangeKind';

/** The demo's public table: anyone may read it (server/seed/demoTablesReference.ts). */
const TABLE = 'regions';
const TABLE_EVENTS = Object.keys(PLATON_TABLE_API.events);

/**
 * `/demo/test-table`: the public `regions` table as `<platon-table>` draws it, with everything it tells a
 * host logged beside it, newest first: its element events (loaded, row click, selection), the
 * `OnTableOpened` plugin event, and each sort, page and filter change the user makes (the state the table
 * would write to the address).
 */
export function TestTableDemo() {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const { entries, add, clear } = useEventLog();
  const [query, setQuery] = useState<Record<string, string>>({});
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The table fires its element events on the custom element that holds it (composed, bubbling).
    const root = ref.current?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : ref.current;
    if (!host) return;
    const listener = (event: Event) => add(event.type, (event as CustomEvent).detail);
    for (const name of TABLE_EVENTS) host.addEventListener(name, listener);
    const off = runtime.events.on('OnTableOpened', (detail) => add('OnTableOpened', detail));
    return () => {
      for (const name of TABLE_EVENTS) host.removeEventListener(name, listener);
      off();
    };
  }, [runtime, add]);

  return (
    <DemoFrame
      name="demo-test-table"
      intro="Жадвал элементи ва у юборадиган ҳодисалар: қаторни босинг, устун бўйича сараланг, филтрни ишлатинг — ҳар бир ҳодиса ўнг томондаги рўйхатга энг янгиси биринчи бўлиб ёзилади."
    >
      <div className="pl-demo__split">
        <div ref={ref} className="pl-demo__box">
          <Suspense
            fallback={
              <div className="pl-spinner" role="status">
                {t('Юкланмоқда...')}
              </div>
            }
          >
            <TableView
              runtime={runtime}
              name={TABLE}
              isPublic
              query={query}
              onAddressChange={(next) => {
                const kind = tableChangeKind(query, next);
                if (kind) add(kind, next);
                setQuery(next);
              }}
              hrefOf={(link) => router.href(link)}
              headingLevel={2}
            />
          </Suspense>
        </div>
        <EventLog entries={entries} clear={clear} t={t} title={t('Ҳодисалар')} />
      </div>
    </DemoFrame>
  );
}
