import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useAdoptedStyles } from './useAdoptedStyles';

const tabsCss = /* css */ `
.pl-tabs { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid var(--platon-border); }
.pl-tabs__tab {
  padding: 8px 14px; border: 1px solid transparent; border-bottom: 0; border-radius: var(--platon-radius) var(--platon-radius) 0 0;
  background: transparent; color: var(--platon-text); font: inherit; cursor: pointer; margin-bottom: -1px;
}
.pl-tabs__tab[aria-selected="true"] { border-color: var(--platon-border); background: var(--platon-surface); font-weight: 600; box-shadow: inset 0 3px 0 var(--platon-primary); }
.pl-tabs__tab:focus-visible, .pl-tabs__panel:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-tabs__panel { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
`;

/** Where the arrow, Home and End keys move from `index` in a row of `count` tabs (WAI-ARIA tabs pattern). */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface TabsProps<K extends string> {
  /** The id prefix of the tabs and panels, and the id of the heading that names the tab list. */
  id: string;
  labelledBy: string;
  tabs: readonly K[];
  selected: NoInfer<K>;
  onSelect(tab: NoInfer<K>): void;
  title(tab: K): ReactNode;
  /** A panel's content; every panel stays mounted (hidden when not selected), so what it holds survives. */
  panel(tab: K): ReactNode;
  panelClassName?: string;
}

/**
 * A WAI-ARIA tab list with its panels: one tab in the Tab order, arrows, Home and End move between tabs and
 * select them. The administrator pages (database control, configuration) share it.
 */
export function Tabs<K extends string>({ id, labelledBy, tabs, selected, onSelect, title, panel, panelClassName }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  useAdoptedStyles(listRef, tabsCss);

  function onKeyDown(event: KeyboardEvent) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(tabs.indexOf(selected), tabs.length)];
    onSelect(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <div ref={listRef} className="pl-tabs" role="tablist" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={selected === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={selected === name ? 0 : -1}
            className="pl-tabs__tab"
            onClick={() => onSelect(name)}
          >
            {title(name)}
          </button>
        ))}
      </div>
      {tabs.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          className={panelClassName ? `pl-tabs__panel ${panelClassName}` : 'pl-tabs__panel'}
          hidden={selected !== name}
          tabIndex={0}
        >
          {panel(name)}
        </div>
      ))}
    </>
  );
}
