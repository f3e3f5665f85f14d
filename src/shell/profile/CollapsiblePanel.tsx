import { useId, useState, type ReactNode } from 'react';

export interface CollapsiblePanelProps {
  title: ReactNode;
  /** A short state shown beside the title while folded (for example "on" or "off"). */
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A disclosure (WAI-ARIA): a real button in a heading toggles the region it controls. */
export function CollapsiblePanel({ title, summary, defaultOpen = false, children }: CollapsiblePanelProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="pl-panel" aria-labelledby={`${id}-title`}>
      <h3 className="pl-panel__heading">
        <button
          type="button"
          id={`${id}-title`}
          className="pl-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <span className="pl-panel__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="pl-panel__title">{title}</span>
          {summary ? <span className="pl-panel__summary">{summary}</span> : null}
        </button>
      </h3>
      <div id={`${id}-body`} className="pl-panel__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
