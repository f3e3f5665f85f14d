import { lazy, Suspense } from 'react';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import type { DemoRouteName } from './demoRoutes';

// Each demo page is its own chunk: the code editor's showcase never loads the table's.
const PAGES: Record<DemoRouteName, ReturnType<typeof lazy>> = {
  'demo-code-editor': lazy(() => import('./CodeEditorDemo').then((m) => ({ default: m.CodeEditorDemo }))),
  'demo-test-table': lazy(() => import('./TestTableDemo').then((m) => ({ default: m.TestTableDemo }))),
  'demo-test-events': lazy(() => import('./TestEventsDemo').then((m) => ({ default: m.TestEventsDemo }))),
  'demo-test-dynamic-components': lazy(() => import('./DynamicComponentsDemo').then((m) => ({ default: m.DynamicComponentsDemo }))),
  'demo-test-resizable': lazy(() => import('./ResizableDemo').then((m) => ({ default: m.ResizableDemo }))),
  'demo-vue-editor': lazy(() => import('./EditorsDemo').then((m) => ({ default: m.EditorsDemo }))),
};

/**
 * The demo routes of docs/behaviour.md §1 (demo mode only, no sign-in, no platform layout): working showcases for
 * integrators, one per route.
 */
export function DemoView({ name }: { name: DemoRouteName }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const Page = PAGES[name];
  return (
    <Suspense
      fallback={
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}
