import { lazy, Suspense } from 'react';
import type { ConfigAttributes } from '../src/core/config/platonConfig';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { PageErrorView } from '../src/page/PageErrorView';
import { PageLoading } from '../src/page/PageLoading';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { usePageAccess } from '../src/page/usePageAccess';
import { TABLE_NAME_REQUIRED } from '../src/table/tableNameRequired';
import { ElementErrorBoundary } from '../src/ui/ElementErrorBoundary';
import { useTranslator } from '../src/ui/useTranslator';
import { defineElement } from './host/defineElement';
import { ElementSignIn } from './host/ElementSignIn';
import { RuntimeGate } from './host/RuntimeGate';

// The table code (TanStack Table and Virtual, the grid, filters) is its own chunk: the entry stays small.
const TableElement = lazy(() => import('../src/table/TableElement').then((m) => ({ default: m.TableElement })));

interface PlatonTableProps extends ConfigAttributes {
  name?: string;
  level?: number;
  public?: boolean;
  /** Set by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/**
 * `<platon-table name>`: one server-defined table with its filters, paging, column settings and export
 * (SPEC §2.8).
 *
 * Attributes: `name` (required: the table, as in `/tables/{name}`; without it the element shows an error
 * and logs `platon-table: the name attribute is required`), `level` (sub-table level, default 1), `public`
 * (no sign-in: calls go to `public/tables/{name}`), and the shared configuration attributes (see
 * `<platon-app>`). Without a session a non-public table sends the visitor to `login-url` with `next`.
 * Links in cells and buttons point at the app's routes under `base-path`.
 * Events (composed, bubbling): `platon-data-loaded` {rows, page, total} after each load;
 * `platon-row-click` {row, index}; `platon-selection-change` {rows} (one row: click or Space selects);
 * `platon:OnTableOpened` {name, level} on `window`.
 *
 * @example
 * <platon-table name="appeals"></platon-table>
 * <platon-table public name="news" api-base="https://example.uz/api/"></platon-table>
 */
  if (access === 'sign-in') return <ElementSignIn runtime={runtime} />;
function PlatonTable({ name, level, public: publicProp, container, ...config }: PlatonTableProps) {
  const runtime = getRuntime();
  // r2wc parses only non-empty attribute values, so a bare `public` arrives as undefined: read its presence.
  const isPublic = publicProp ?? Boolean(container?.host.hasAttribute('public'));
  return (
    <RuntimeGate runtime={runtime} config={config}>
      <GuardedTable name={name ?? ''} level={level} isPublic={isPublic} />
    </RuntimeGate>
  );
}

function GuardedTable({ name, level, isPublic }: { name: string; level?: number; isPublic: boolean }) {
  const runtime = getRuntime();
  const t = useTranslator(runtime.i18n);
  const access = usePageAccess(runtime, isPublic);
  if (access === 'signed-out') return <PageErrorView runtime={runtime} status={401} />;
  if (access !== 'allowed') return <PageLoading runtime={runtime} />;
  return (
    <ElementErrorBoundary what="table" nameRequiredError={TABLE_NAME_REQUIRED} texts={{ nameRequired: t('Жадвал номи кўрсатилмаган'), failed: t('Хатолик') }} resetKey={name}>
      <Suspense fallback={<PageLoading runtime={runtime} />}>
        <TableElement
          runtime={runtime}
          name={name}
          level={level && level > 0 ? level : 1}
          isPublic={isPublic}
          query={queryFromSearch(globalThis.location.search)}
        />
      </Suspense>
    </ElementErrorBoundary>
  );
}

export function definePlatonTable(): void {
  defineElement('platon-table', PlatonTable, { ...CONFIG_ATTRIBUTES, name: 'string', level: 'number', public: 'boolean' });
}
