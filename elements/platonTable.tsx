import { lazy, Suspense } from 'react';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_TABLE_API } from '../src/core/elements/platonTableApi';
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

/**
 * `<platon-table name>`: one server-defined table with its filters, paging, column settings and export
 * (SPEC §2.8).
 *
 * Attributes (`name`, `level`, `public` and the shared configuration), events (`platon-table-loaded`,
 * `platon-table-row-click`, `platon-table-selection-change`) and parts: src/core/elements/platonTableApi.ts.
 *
 * @example
 * <platon-table name="appeals"></platon-table>
 * <platon-table public name="news" api-base="https://example.uz/api/"></platon-table>
 */
function PlatonTable({ name, level, public: isPublic, ...config }: ElementProps<typeof PLATON_TABLE_API>) {
  const runtime = getRuntime();
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
  if (access === 'sign-in') return <ElementSignIn runtime={runtime} />;
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
  defineElement(PLATON_TABLE_API, PlatonTable);
}
