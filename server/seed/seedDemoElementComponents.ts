import type { Kysely } from 'kysely';
import type { ProjectComponent } from '../../src/core/api/contract';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { seedOnce } from './seedOnce';

/** Its own marker: the demo uses arrive once; afterwards an administrator's changes stay. */
const MARKER = 'platon.demoElementComponentsSeededAt';
const SEED_LOCK = 72_310_152;

/** A project component (docs/behaviour.md §2 Project info `components`) drawn beside the appeals table's "Шошилинч" title. */
export const URGENT_HEADER_COMPONENT: ProjectComponent = {
  name: 'urgentFlag',
  content: '<span class="flag">⚑</span>',
  css: '.flag{display:inline-block;margin-inline-start:4px;padding:0 5px;border-radius:8px;background:rgb(254, 226, 226);color:rgb(185, 28, 28);font-size:.85em}',
  js: null,
};

/** The kitchen sink's title field wears its own CSS (docs/behaviour.md §2 Form element `css`), confined to its cell. */
// Its own text colours too: the theme's muted hint colour is unreadable on this yellow in the dark themes.
export const KITCHEN_SINK_TITLE_CSS =
  '& { background: rgb(254, 249, 195); border-radius: 4px; box-shadow: 0 0 0 6px rgb(254, 249, 195); }\nlabel { color: rgb(146, 64, 14); }\n.pl-field__hint { color: rgb(113, 63, 18); }';

/**
 * Seeds the demo uses of table column header components and form element CSS, once per database (new ones
 * and those seeded before these existed, the e2e template included): the project component `urgentFlag`
 * unless one of that name exists, the appeals table's `is_urgent` column pointing at it, and the kitchen sink
 * title's css, each only where the administrator left the field empty.
 *
 * @example
 * await seedDemoElementComponents(db);
 */
export async function seedDemoElementComponents(db: Kysely<DatabaseSchema>): Promise<void> {
  await seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (trx) => {
    const stored = await trx.selectFrom('project_settings').select('value').where('key', '=', 'components').executeTakeFirst();
    const components = Array.isArray(stored?.value) ? (stored.value as ProjectComponent[]) : [];
    if (!components.some((component) => component?.name === URGENT_HEADER_COMPONENT.name)) {
      const value = JSON.stringify([...components, URGENT_HEADER_COMPONENT]);
      await trx
        .insertInto('project_settings')
        .values({ key: 'components', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
    await trx
      .updateTable('table_columns')
      .set({ header_component: URGENT_HEADER_COMPONENT.name })
      .where('data_field', '=', 'is_urgent')
      .where('header_component', 'is', null)
      .where('table_id', 'in', trx.selectFrom('tables').select('id').where('name', '=', 'appeals'))
      .execute();
    await trx
      .updateTable('form_elements')
      .set({ css: KITCHEN_SINK_TITLE_CSS })
      .where('data_field', '=', 'title')
      .where('css', 'is', null)
      .where('form_id', 'in', trx.selectFrom('forms').select('id').where('name', '=', 'kitchen_sink'))
      .execute();
  });
}
