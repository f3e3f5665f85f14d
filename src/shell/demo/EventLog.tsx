import { useCallback, useState } from 'react';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export interface LoggedEvent {
  id: number;
  name: string;
  detail: string;
  at: string;
}

/** At most this many entries are kept: a log left open for a day must not grow without end. */
const LIMIT = 200;
let nextId = 1;

/** A log of events, newest first: `add` records one, `clear` empties it. */
export function useEventLog() {
  const [entries, setEntries] = useState<LoggedEvent[]>([]);
  const add = useCallback((name: string, detail: unknown) => {
    const entry = { id: nextId++, name, detail: describe(detail), at: new Date().toLocaleTimeString() };
    setEntries((old) => [entry, ...old].slice(0, LIMIT));
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, add, clear };
}

/** An event's detail in one short line of JSON (rows and users can be large: cut at 300 characters). */
function describe(detail: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(detail, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)) ?? '';
  } catch {
    text = String(detail);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The log beside a showcase: a heading, Clear, and the entries (a `log` region, so they are announced). */
export function EventLog({ entries, clear, t, title }: { entries: readonly LoggedEvent[]; clear(): void; t: Translate; title: string }) {
  return (
    <section className="pl-demo__box" aria-labelledby="pl-demo-log-title">
      <div className="pl-demo__log-head">
        <h2 id="pl-demo-log-title">{title}</h2>
        <Button onClick={clear} disabled={!entries.length}>
          {t('Тозалаш')}
        </Button>
      </div>
      {entries.length ? null : <p className="pl-demo__empty">{t('Ҳали ҳодиса йўқ')}</p>}
      <div role="log" aria-labelledby="pl-demo-log-title">
        {/* It scrolls once the entries outgrow it: focusable, so a keyboard can scroll it too. */}
        <ol className="pl-demo__log" tabIndex={0} aria-labelledby="pl-demo-log-title">
          {entries.map((entry) => (
            <li key={entry.id} data-event={entry.name}>
              <span className="pl-demo__log-name">{entry.name}</span> <time>{entry.at}</time>
              {entry.detail && entry.detail !== '{}' ? <code>{entry.detail}</code> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
