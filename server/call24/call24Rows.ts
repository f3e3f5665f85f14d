import { sql, type Kysely } from 'kysely';
import {
  CALL24_PAGE_SIZE,
  CALL24_STATUSES,
  type Call24Listing,
  type Call24Request,
  type Call24Status,
} from '../../src/core/api/call24Contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';

interface Row {
  id: number;
  user_id: number;
  user_name: string | null;
  phone: string;
  topic: string;
  comment: string;
  page_path: string;
  status: Call24Status;
  handler_name: string | null;
  handled_at: Date | string | null;
  note: string;
  created_at: Date | string;
  version: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function wire(row: Row): Call24Request {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name ?? '',
    phone: row.phone,
    topic: row.topic,
    comment: row.comment,
    page: row.page_path,
    status: row.status,
    handledBy: row.handler_name,
    handledAt: row.handled_at === null ? null : iso(row.handled_at),
    note: row.note,
    createdAt: iso(row.created_at),
    version: row.version,
  };
}

/** Requests with the names of who left and who handled them; `where` is one SQL condition on `r`. */
async function select(db: Kysely<DatabaseSchema>, where: ReturnType<typeof sql>, page = 1): Promise<Call24Request[]> {
  const { rows } = await sql<Row>`
    SELECT r.id, r.user_id, coalesce(nullif(u.full_name, ''), u.username) AS user_name, r.phone, r.topic, r.comment,
           r.page_path, r.status, coalesce(nullif(h.full_name, ''), h.username) AS handler_name, r.handled_at, r.note,
           r.created_at, r.version
    FROM call24_requests r
    LEFT JOIN users u ON u.id = r.user_id
    LEFT JOIN users h ON h.id = r.handled_by
    WHERE ${where}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${CALL24_PAGE_SIZE} OFFSET ${(page - 1) * CALL24_PAGE_SIZE}`.execute(db);
  return rows.map(wire);
}

/** One request as the wire shows it, or null. */
export async function call24Request(db: Kysely<DatabaseSchema>, id: number): Promise<Call24Request | null> {
  return (await select(db, sql`r.id = ${id}`))[0] ?? null;
}

/** One page of the requests (of one status, or all), newest first, with the count of each status. */
export async function call24Listing(db: Kysely<DatabaseSchema>, status: Call24Status | undefined, page: number): Promise<Call24Listing> {
  const [requests, totals] = await Promise.all([
    select(db, status ? sql`r.status = ${status}` : sql`true`, page),
    sql<{ status: Call24Status; n: number }>`SELECT status, count(*)::int AS n FROM call24_requests GROUP BY status`.execute(db),
  ]);
  const counts = Object.fromEntries(CALL24_STATUSES.map((key) => [key, 0])) as Record<Call24Status, number>;
  for (const row of totals.rows) counts[row.status] = Number(row.n);
  const total = status ? counts[status] : CALL24_STATUSES.reduce((sum, key) => sum + counts[key], 0);
  return { requests, total, counts };
}
