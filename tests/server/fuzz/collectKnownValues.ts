import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../server/db/DatabaseSchema';
import { storedScriptEntries } from '../../../server/pages/storedScriptEntries';
import { isScriptUrl } from '../../../server/scripts/isScriptUrl';
import { scriptHash } from '../../../server/scripts/scriptHash';
import { storedComponentScripts } from '../../../server/settings/projectComponents';

/**
 * Values of a parameter or top-level body property of a path that exist in the database or that its handler
 * accepts; empty when the suite knows none (the schema's sample is used then).
 */
export type KnownValues = (path: string, name: string) => readonly string[];

/** Values a handler takes whatever the database holds, by parameter or body property name. */
const HINTS: Record<string, readonly string[]> = {
  // The demo accounts, so that some sign-ins succeed and their body is checked too.
  username: ['admin', 'user'],
  password: ['admin123', 'user123'],
  filters: ['{}', '{"region_id":[1]}', '{"id":{"from":1,"to":50}}'],
  sort: ['id', 'name', 'created_at'],
  order: ['1', '-1'],
  level: ['1', '2'],
  page: ['1', '2'],
  size: ['10', '50'],
  locale: ['uz', 'ru', 'en', 'la'],
  sql: ['SELECT 1 AS one', 'SELECT id, name FROM app.regions ORDER BY id LIMIT 3'],
  phone: ['+998901234567', '+998 90 123 45 67'],
  otp: ['123456'],
  org_id: ['1', '2'],
  userId: ['1', '2'],
  tableId: ['1', '2', '5'],
  category: ['1', '2', 'forms', 'system'],
  q: ['а', 'Платон', 'форма'],
  text: ['А', 'ал'],
  search: ['а', 'Тош'],
  status: ['new', 'closed'],
};

/**
 * What the demo database holds for each kind of path parameter (table, form, page and import names, record,
 * file, job and request ids, element ids and fields, script hashes), so that the valid-ish requests reach the
 * handlers and answer 2xx with a body to check, not only 404. Public routes get public names. Jobs and files
 * appear while the suite runs: collect again before each pass.
 */
export async function collectKnownValues(db: Kysely<DatabaseSchema>, app?: FastifyInstance, authorization?: string): Promise<KnownValues> {
  const column = async (query: string): Promise<string[]> => {
    const { rows } = await sql<{ value: unknown }>`${sql.raw(query)}`.execute(db);
    return rows.map((row) => String(row.value));
  };
  const tables = await column('SELECT name AS value FROM tables ORDER BY id LIMIT 40');
  const publicTables = await column('SELECT name AS value FROM tables WHERE is_public ORDER BY id LIMIT 10');
  const forms = await column(`SELECT name AS value FROM forms ORDER BY name IN ('appeals', 'kitchen_sink') DESC, id LIMIT 20`);
  const publicForms = await column('SELECT name AS value FROM forms WHERE is_public ORDER BY id LIMIT 10');
  const pages = await column('SELECT name AS value FROM platon_pages ORDER BY id LIMIT 40');
  const publicPages = await column('SELECT name AS value FROM platon_pages WHERE is_public ORDER BY id LIMIT 10');
  const imports = await column('SELECT name AS value FROM excel_import_configs ORDER BY id LIMIT 10');
  const files = await column('SELECT id AS value FROM files ORDER BY created_at DESC LIMIT 10');
  const jobs = await column('SELECT id AS value FROM jobs ORDER BY created_at DESC LIMIT 5');
  const calls = await column('SELECT id AS value FROM call24_requests ORDER BY id LIMIT 10');
  const sections = await column('SELECT main AS value FROM instructions WHERE sub IS NULL ORDER BY id LIMIT 5');
  const subsections = await column('SELECT sub AS value FROM instructions WHERE sub IS NOT NULL ORDER BY id LIMIT 5');
  const scrollSelects = await column(`SELECT e.id AS value FROM form_elements e WHERE e.type = 'scroll_select' ORDER BY e.id LIMIT 5`);
  const scrollForms = await column(
    `SELECT DISTINCT f.name AS value FROM form_elements e JOIN forms f ON f.id = e.form_id WHERE e.type = 'scroll_select' ORDER BY 1`,
  );
  const suggestFields = await column(
    `SELECT DISTINCT data_field AS value FROM form_elements WHERE data_field IN ('applicant', 'title') ORDER BY 1`,
  );
  const fileElements = await column(
    `SELECT e.id || ' ' || f.name AS value FROM form_elements e JOIN forms f ON f.id = e.form_id WHERE e.type IN ('file', 'image', 'files', 'images') ORDER BY f.is_public DESC, e.id LIMIT 6`,
  );
  const scriptRows = await db
    .selectFrom('platon_page_components')
    .innerJoin('platon_pages', 'platon_pages.id', 'platon_page_components.page_id')
    .select(['platon_pages.name', 'platon_page_components.scripts'])
    .execute();
  const scripts = scriptRows.flatMap((row) =>
    storedScriptEntries(row.scripts)
      .filter((entry) => !isScriptUrl(entry))
      .map((entry) => ({ page: row.name, file: `${scriptHash(entry)}.js` })),
  );
  // The inline scripts of form elements and project components (their routes take any of these hashes).
  const elementScripts = await column(`SELECT js AS value FROM form_elements WHERE js IS NOT NULL ORDER BY id LIMIT 5`);
  const componentSetting = await db.selectFrom('project_settings').select('value').where('key', '=', 'components').executeTakeFirst();
  const otherScriptFiles = [...elementScripts, ...storedComponentScripts(componentSetting?.value)]
    .filter((entry) => !isScriptUrl(entry))
    .map((entry) => `${scriptHash(entry)}.js`);
  const records = ['1', '2', '3', '10', '100', '2999'];
  // Saving needs values the form accepts: those of a stored record, as the API reads them (wire format).
  const recordValues: string[] = [];
  const versions: string[] = [];
  for (const form of app && authorization ? ['appeals', 'kitchen_sink'] : []) {
    const response = await app!.inject({ method: 'GET', url: `/api/forms/${form}/records/1`, headers: { authorization: authorization! } });
    if (response.statusCode !== 200) continue;
    const { values, version } = response.json().data as { values: unknown; version: number | null };
    recordValues.push(JSON.stringify(values));
    if (version !== null) versions.push(String(version));
  }

  return (path, name) => {
    const isPublic = path.includes('/public/');
    if (name === 'file' && path.includes('/scripts/')) return [...scripts.map((script) => script.file), ...otherScriptFiles];
    if (name === 'formName') return path.includes('paginate-element') ? [...scrollForms, 'appeals'] : ['appeals', 'kitchen_sink'];
    if (name === 'elementId') return scrollSelects;
    if (name === 'dataField') return [...suggestFields, 'region_id'];
    if (name === 'main') return sections;
    if (name === 'sub') return subsections;
    if (name === 'fileElement') return fileElements;
    if (name === 'values') return recordValues;
    if (name === 'version' && path.includes('/records')) return versions;
    if (name === 'name') {
      if (path.includes('/scripts/')) return [...new Set(scripts.map((script) => script.page)), 'kitchen_sink'];
      if (path.includes('/records')) return isPublic ? publicForms : ['appeals', 'kitchen_sink', ...forms.slice(0, 4)];
      if (path.includes('/forms/')) return isPublic ? publicForms : forms;
      if (path.includes('/pages/')) return isPublic ? publicPages : pages;
      if (path.includes('/import/')) return imports;
      if (path.includes('/layouts/')) return ['appeals', 'main-1'];
      return isPublic ? publicTables : tables; // tables, table data, exports, export jobs
    }
    if (name === 'id') {
      if (path.includes('/records/')) return records;
      if (path.includes('/jobs/')) return jobs;
      if (path.includes('/call24/')) return calls;
      if (path.includes('/ads/')) return ['1', '2'];
      return files; // uploads and the file manager
    }
    return HINTS[name] ?? [];
  };
}
