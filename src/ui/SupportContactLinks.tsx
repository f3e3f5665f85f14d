import { createContext, useContext } from 'react';

/** The support line as an element shows it: its links (already checked) and its texts (already translated). */
export interface SupportContactView {
  phone: string | null;
  phoneHref: string | null;
  chat: string | null;
  labels: {
    heading: string;
    /** The phone link's accessible name, e.g. "Call: +998 71 200 00 00". */
    call: string;
    chat: string;
    /** Said after the chat link's name: it leaves the app. */
    newWindow: string;
  };
}

/**
 * The page's support line for every view under an element (RuntimeGate provides it from the project info);
 * null when none is configured, and outside an element (ui knows no runtime).
 */
export const SupportContactContext = createContext<SupportContactView | null>(null);

/**
 * The technical-support line (docs/behaviour.md §2): a heading, the phone as a `tel:` link and the chat opening in a new
 * window. Nothing when none is configured.
 *
 * @example
 * <SupportContactLinks className="pl-sidebar__support" />
 */
export function SupportContactLinks({ className }: { className?: string }) {
  const contact = useContext(SupportContactContext);
  if (!contact || (!contact.phoneHref && !contact.chat)) return null;
  const { labels } = contact;
  return (
    <div className={`pl-support ${className ?? ''}`} role="group" aria-label={labels.heading}>
      <span className="pl-support__heading" aria-hidden="true">
        {labels.heading}
      </span>
      {contact.phoneHref ? (
        <a className="pl-support__link pl-support__phone" href={contact.phoneHref} aria-label={labels.call}>
          <svg className="pl-support__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          </svg>
          {contact.phone}
        </a>
      ) : null}
      {contact.chat ? (
        <a className="pl-support__link pl-support__chat" href={contact.chat} target="_blank" rel="noopener noreferrer">
          <svg className="pl-support__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2z" />
          </svg>
          {labels.chat}
          <span className="pl-sr-only"> {labels.newWindow}</span>
        </a>
      ) : null}
    </div>
  );
}
