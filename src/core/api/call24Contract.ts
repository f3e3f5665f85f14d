/**
 * The call-back line (`call24`, issue 15). Project info's `call24` settings drive a widget in the shell where a
 * signed-in user leaves a phone number and a topic; `/system/call24` lists the requests for the support
 * staff. Routes, all signed in:
 * - `POST call24/requests` with a Call24Create body → 201 `{ data: Call24Request }`; 429 past
 *   CALL24_RATE_LIMIT per user or per address within CALL24_RATE_WINDOW_MINUTES; 422 for a bad phone or topic;
 *   409 while the line is switched off;
 * - `GET call24/requests?status&page` → `{ data: Call24Listing }`, newest first, CALL24_PAGE_SIZE a page
 *   (support staff only: canHandleCall24);
 * - `PATCH call24/requests/{id}` with a Call24Update body → `{ data: Call24Request }`; 409 when `version` is
 *   not the stored one (someone else handled it meanwhile).
 */

/** Holders handle call-back requests; administrators (`{product}.admin`) do too. */
export const CALL24_PERMISSION = 'platon.support';
export const CALL24_PAGE_SIZE = 20;
/** Requests one user, or one address, may leave within CALL24_RATE_WINDOW_MINUTES. */
export const CALL24_RATE_LIMIT = 3;
export const CALL24_RATE_WINDOW_MINUTES = 10;
export const CALL24_TOPIC_MAX = 200;
export const CALL24_COMMENT_MAX = 1000;
export const CALL24_NOTE_MAX = 1000;

export type Call24Status = 'new' | 'called_back' | 'closed';
export const CALL24_STATUSES: readonly Call24Status[] = ['new', 'called_back', 'closed'];

/**
 * Project info's `call24` (every field optional: an empty object is a line switched off). Texts are the
 * administrator's, shown through the translations like menu names.
 */
export interface Call24Settings {
  enabled?: boolean;
  /** The widget's button and dialog title; default 'Қайта қўнғироқ'. */
  title?: string;
  /** A line under the title: what happens after sending. */
  intro?: string;
  /** When the support line calls back, as text ('Душанба–жума, 9:00–18:00'). */
  hours?: string;
  /** The topics to choose from; none configured: the user types one. */
  topics?: string[];
  /**
   * Page rules (SPEC §6 "call-widget page rules"): the paths the widget shows on, as patterns where `*` is any
   * text within one segment and `**` anything (`/tables/*`, `/forms/**`). None: every page of the layout.
   */
  pages?: string[];
  /** Paths never showing it, over `pages`. */
  excludePages?: string[];
}

export interface Call24Create {
  phone: string;
  topic: string;
  comment?: string;
  /** The path the widget was opened on. */
  page?: string;
}

export interface Call24Request {
  id: number;
  userId: number;
  /** The user's full name (or login) at listing time. */
  userName: string;
  /** Normalized: `+` and digits. */
  phone: string;
  topic: string;
  comment: string;
  page: string;
  status: Call24Status;
  handledBy: string | null;
  /** ISO timestamps. */
  handledAt: string | null;
  note: string;
  createdAt: string;
  version: number;
}

export interface Call24Listing {
  requests: Call24Request[];
  total: number;
  /** Requests per status over all pages, for the filter tabs. */
  counts: Record<Call24Status, number>;
}

export interface Call24Update {
  status: Call24Status;
  note?: string;
  version: number;
}
