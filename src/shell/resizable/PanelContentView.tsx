import { Suspense, type MouseEvent } from 'react';
import type { LayoutPanelContent } from '../../core/api/userLayoutContract';
import { resolveLink } from '../../core/router/linkRules';
import { DynamicPage } from '../../page/DynamicPage';
import { ElementErrorBoundary } from '../../ui/ElementErrorBoundary';
import { useTranslator } from '../../ui/useTranslator';
import { FormView, TableView } from '../routing/routeViews';
import { useShell } from '../routing/ShellContext';
import { useFollowLink } from '../routing/useFollowLink';

/**
 * One panel's table, form or page, drawn by the same elements as their routes (RouteView), with a level-2
 * heading since the resizable page has its own title. A panel keeps no address of its own: the table's
 * filters and the form's record stay inside it.
 */
export function PanelContentView({ content }: { content: LayoutPanelContent }) {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const follow = useFollowLink();
  const goHome = () => router.navigate('/');
  const { kind, name } = content;
  const spinner = (
    <div className="pl-spinner" role="status">
      {t('Юкланмоқда...')}
    </div>
  );
  return (
    <ElementErrorBoundary
      what={kind}
      nameRequiredError=""
      texts={{ nameRequired: t('Хатолик'), failed: t('Хатолик') }}
      resetKey={`${kind}:${name}`}
    >
      <Suspense fallback={spinner}>
        {kind === 'table' ? (
          <TableView
            runtime={runtime}
            name={name}
            isPublic={false}
            onFollowLink={(link, event) => follow(link, { event: event as MouseEvent | undefined })}
            hrefOf={(link) => {
              const action = resolveLink(link);
              return action.kind === 'external' ? action.url : router.href(action.kind === 'internal' ? action.to : link);
            }}
            onHome={goHome}
            headingLevel={2}
          />
        ) : kind === 'form' ? (
          <FormView
            runtime={runtime}
            name={name}
            recordId={null}
            isPublic={false}
            onFollowLink={(link, event) => follow(link, { event })}
            onHome={goHome}
            headingLevel={2}
          />
        ) : (
          <DynamicPage
            runtime={runtime}
            name={name}
            onHome={goHome}
            links={{
              hrefOf: (to: string) => router.href(to),
              follow: (to: string, event: globalThis.MouseEvent) => follow(to, { event: event as unknown as MouseEvent }),
            }}
          />
        )}
      </Suspense>
    </ElementErrorBoundary>
  );
}
