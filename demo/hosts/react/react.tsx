// A React 18.3 host (bundled with react18/react-dom18 in place of react/react-dom, see build-hosts.mjs).
// React 18 passes no custom-element events through JSX props, so the host listens through refs and
// addEventListener, as React 18 apps do.
import { useEffect, useRef, useState, version } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  INITIAL_STATUS,
  HOST_EVENTS,
  LOGOUT_EVENT,
  TABLE_NAMES,
  apiBase,
  loadPlaton,
  nextStatus,
  signOut,
  statusText,
  type HostStatus,
} from '../shared/platonHost.ts';

/** Listens to `types` on the element behind `ref` while it is mounted. */
function useElementEvents(
  ref: React.RefObject<HTMLElement | null>,
  types: readonly string[],
  listener: (event: Event) => void,
  mounted = true,
) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const element = ref.current;
    if (!element || !mounted) return;
    const handle = (event: Event) => latest.current(event);
    for (const type of types) element.addEventListener(type, handle);
    return () => {
      for (const type of types) element.removeEventListener(type, handle);
    };
  }, [ref, types, mounted]);
}

function Host() {
  const [status, setStatus] = useState<HostStatus>(INITIAL_STATUS);
  const [tableShown, setTableShown] = useState(true);
  const [tableName, setTableName] = useState<string>(TABLE_NAMES[0]);
  const [appShown, setAppShown] = useState(false);
  const base = apiBase();
  const hear = (event: Event) => setStatus((current) => nextStatus(current, event.type, (event as CustomEvent).detail));
  const auth = useRef<HTMLElement>(null);
  const table = useRef<HTMLElement>(null);
  const form = useRef<HTMLElement>(null);
  useElementEvents(auth, HOST_EVENTS, hear);
  useElementEvents(table, HOST_EVENTS, hear, tableShown);
  useElementEvents(form, HOST_EVENTS, hear);
  useEffect(() => {
    window.addEventListener(LOGOUT_EVENT, hear);
    return () => window.removeEventListener(LOGOUT_EVENT, hear);
  }, []);

  return (
    <>
      <header data-react-version={version}>
        <span className="brand">Ҳамкор портали</span>
        <a href="#appeals">Мурожаатлар</a>
        <a href="#send">Мурожаат юбориш</a>
        <a href="#app">Илова</a>
      </header>
      <main>
        <p id="status" role="status" aria-live="polite">
          {statusText(status)}
        </p>
        <section id="appeals">
          <h2>Мурожаатлар</h2>
          <div className="toolbar">
            <button type="button" onClick={() => setTableShown(true)}>
              Жадвални қўшиш
            </button>
            <button type="button" onClick={() => setTableShown(false)}>
              Жадвални олиб ташлаш
            </button>
            <button type="button" onClick={() => setTableName((name) => (name === TABLE_NAMES[0] ? TABLE_NAMES[1] : TABLE_NAMES[0]))}>
              Бошқа жадвал
            </button>
            <button type="button" onClick={() => void signOut()}>
              Тизимдан чиқиш
            </button>
          </div>
          <platon-auth ref={auth} api-base={base} />
          <div id="table-slot">{tableShown ? <platon-table ref={table} api-base={base} name={tableName} /> : null}</div>
        </section>
        <section id="send">
          <h2>Мурожаат юбориш</h2>
          <platon-form ref={form} public="" name="public_appeal" api-base={base} />
        </section>
        <section id="app">
          <h2>Илова</h2>
          <button type="button" onClick={() => setAppShown((shown) => !shown)}>
            {appShown ? 'Иловани ёпиш' : 'Иловани очиш'}
          </button>
          {appShown ? (
            <div className="app-panel">
              <platon-app api-base={base} router-mode="hash" />
            </div>
          ) : null}
        </section>
      </main>
    </>
  );
}

const root = createRoot(document.getElementById('root')!);
// Rendered synchronously, so every element is in the page with its api-base before the runtime upgrades it.
flushSync(() => root.render(<Host />));
void loadPlaton();
