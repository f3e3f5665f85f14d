// One virtual user of the soak (bench/soak.mjs): each step() sends the next request of a session as the app
// would make it, so a steady rate of steps is a steady mixed load. A session signs in, opens the menu, pages
// through the appeals registry with sorting and filters, opens an appeal in its form, attaches a new file and
// saves the record with the version it read, downloads the file, refreshes its token and signs out.
import { randomUUID } from 'node:crypto';

/** A well-formed little PDF (the upload checks the content against the extension). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const SURNAMES = ['Каримов', 'Алиев', 'Юсупов', 'Раҳимов', 'Тошматов'];
const SORTS = ['amount', 'created_at', 'applicant', 'due_date'];
/** One session in this many searches by name. */
const SEARCH_EVERY = 4;
/** Records each user saves in turn; users never share one, so no save meets another's newer version. */
const RECORDS_PER_USER = 10;

/**
 * @typedef {{ label: string, ms: number, ok: boolean, error?: string }} SoakCall
 * @param {{
 *   url: string, index: number, users: number, account: { username: string, password: string },
 *   attachments: { elementId: number, projectId: string }, onCall: (call: SoakCall) => void,
 * }} options
 */
export function createSoakUser({ url, index, users, account, attachments, onCall }) {
  const deviceId = randomUUID();
  let session = { token: '', refresh: '' };
  let record = { id: 0, version: 0, values: {} };
  let fileUrl = '';
  let cycle = 0;
  let next = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const bearer = () => ({ authorization: `Bearer ${session.token}`, 'device-id': deviceId });
  const page = (params) => `/api/tables/appeals/data?${new URLSearchParams(params)}`;

  /** Sends one request, times it to the last byte and reports it; throws on an unexpected answer. */
  async function call(label, path, init = {}, expected = 200) {
    const sent = performance.now();
    try {
      const response = await fetch(`${url}${path}`, init);
      const text = await response.text();
      const ms = performance.now() - sent;
      if (response.status !== expected) throw new Error(`${label}: HTTP ${response.status} ${text.slice(0, 200)}`);
      onCall({ label, ms, ok: true });
      return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      onCall({ label, ms: performance.now() - sent, ok: false, error: message.startsWith(label) ? message : `${label}: ${message}` });
      throw error;
    }
  }

  const json = (body) => ({ 'content-type': 'application/json', 'device-id': deviceId, ...(body ?? {}) });
  const steps = [
    async () => {
      const body = await call('sign-in', '/api/auth/login', {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ username: account.username, password: account.password }),
      });
      session = { token: body.data.token, refresh: body.data.refresh_token };
    },
    () => call('info', '/api/info', { headers: bearer() }),
    () => call('menus', '/api/menus', { headers: bearer() }),
    () => call('table definition', '/api/tables/appeals', { headers: bearer() }),
    () => call('table page', page({ page: '1' }), { headers: bearer() }),
    () => {
      const filters = JSON.stringify({ region_id: 1 + Math.floor(Math.random() * 14), status_id: 1 + Math.floor(Math.random() * 5) });
      return call(
        'table page, filtered and sorted',
        page({ page: String(1 + Math.floor(Math.random() * 3)), sort: pick(SORTS), order: pick(['1', '-1']), filters }),
        {
          headers: bearer(),
        },
      );
    },
    () =>
      call(
        'table totals',
        `/api/tables/appeals/totals?${new URLSearchParams({ filters: JSON.stringify({ region_id: 1 + Math.floor(Math.random() * 14) }) })}`,
        { headers: bearer() },
      ),
    // A name search reads every row (a contains-filter): one session in SEARCH_EVERY makes one, the others
    // turn to the next page, as most visits do.
    () =>
      cycle % SEARCH_EVERY === 0
        ? call('table page, searched', page({ sort: 'applicant', order: '1', filters: JSON.stringify({ applicant: pick(SURNAMES) }) }), {
            headers: bearer(),
          })
        : call('table page, next', page({ page: '2' }), { headers: bearer() }),
    () => call('form definition', '/api/forms/appeals', { headers: bearer() }),
    async () => {
      const id = 1 + index + users * (cycle % RECORDS_PER_USER);
      const body = await call('form record', `/api/forms/appeals/records/${id}`, { headers: bearer() });
      record = { id, version: body.data.version, values: body.data.values };
    },
    async () => {
      const form = new FormData();
      form.append('form_element_id', String(attachments.elementId));
      form.append('form_element_project_id', attachments.projectId);
      form.append('data_source', 'appeals');
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), `soak-${index}-${cycle}.pdf`);
      const body = await call('file upload', '/api/files/upload/form', { method: 'POST', headers: bearer(), body: form }, 201);
      fileUrl = body.data.url;
      record.values = { ...record.values, attachments: [{ id: body.data.id }] };
    },
    () =>
      call('form save', `/api/forms/appeals/records/${record.id}`, {
        method: 'PUT',
        headers: { ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify({ values: { ...record.values, is_urgent: !record.values.is_urgent }, version: record.version }),
      }),
    // The signed link the upload answered with, as an <a> in the form would open it: no session needed.
    () => call('file download', `/api/${fileUrl}`),
    async () => {
      const body = await call('token refresh', '/api/auth/refresh/token', {
        headers: { authorization: `Bearer ${session.refresh}`, 'device-id': deviceId },
      });
      session = { token: body.data.access_token, refresh: body.data.refresh_token };
    },
    () => call('menus', '/api/menus', { headers: bearer() }),
    () => call('sign-out', '/api/logout', { method: 'POST', headers: bearer() }),
  ];

  return {
    /** Sends the next request; after a failure the session starts again from the sign-in. */
    async step() {
      const at = next;
      next = (next + 1) % steps.length;
      if (next === 0) cycle += 1;
      try {
        await steps[at]();
      } catch {
        next = 0;
        cycle += 1;
      }
    },
  };
}
