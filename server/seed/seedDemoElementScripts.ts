import type { Kysely } from 'kysely';
import type { ProjectComponent } from '../../src/core/api/contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';
import { URGENT_HEADER_COMPONENT } from './seedDemoElementComponents';

/** Its own marker: the demo scripts arrive once; afterwards an administrator's changes stay. */
const MARKER = 'platon.demoElementScriptsSeededAt';
const SEED_LOCK = 72_310_153;

/** The urgent flag's script (a header component's `js`): tells a mouse user what the flag means, in their language. */
export const URGENT_HEADER_SCRIPT = `// Header component script (docs/behaviour.md §2): root is the component's shadow root in the column header.
export default function ({ root, t }) {
  const flag = root.querySelector('.flag');
  if (flag) flag.title = t('Шошилинч');
}
`;

/** The kitchen sink title's script (a form element's \`js\`): a live count of the characters typed, against the limit. */
export const KITCHEN_SINK_TITLE_SCRIPT = `// Form element script (docs/behaviour.md §2): root is the element's cell; the cleanup runs when the element goes.
export default function ({ root, signal }) {
  const input = root.querySelector('input');
  if (!input) return;
  const counter = document.createElement('small');
  counter.dataset.titleCount = '';
  counter.style.cssText = 'display:block;text-align:end;color:rgb(113, 63, 18)';
  const show = () => (counter.textContent = input.maxLength > 0 ? input.value.length + ' / ' + input.maxLength : String(input.value.length));
  show();
  root.append(counter);
  input.addEventListener('input', show, { signal });
  return () => counter.remove();
}
`;

/**
 * Seeds the demo's element scripts once per database (new ones and those seeded before scripts ran, the e2e
 * template included): the `urgentFlag` header component's js and the kitchen sink title's js, each only
 * where the administrator left it empty. Their sources are served as modules (registerScriptRoutes).
 *
 * @example
 * await seedDemoElementScripts(db);
 */
export async function seedDemoElementScripts(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const stored = await trx.selectFrom('project_settings').select('value').where('key', '=', 'components').executeTakeFirst();
    if (Array.isArray(stored?.value)) {
      const components = stored.value as ProjectComponent[];
      const flag = components.find((component) => component?.name === URGENT_HEADER_COMPONENT.name);
      if (flag && !flag.js) {
        const value = JSON.stringify(
          components.map((component) => (component === flag ? { ...flag, js: URGENT_HEADER_SCRIPT } : component)),
        );
        await trx.updateTable('project_settings').set({ value }).where('key', '=', 'components').execute();
      }
    }
    await trx
      .updateTable('form_elements')
      .set({ js: KITCHEN_SINK_TITLE_SCRIPT })
      .where('data_field', '=', 'title')
      .where('js', 'is', null)
      .where('form_id', 'in', trx.selectFrom('forms').select('id').where('name', '=', 'kitchen_sink'))
      .execute();
  });
}
