import { toRouteLocation } from '../../core/router/routeLocation';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { RouteView } from './RouteView';
import { useShell } from './ShellContext';

/** A route opened with `_target=modal_N` (SPEC §2.3): its view in a dialog of the rule's width. */
export function RouteModal({ to, width, onClose }: { to: string; width: string; onClose(): void }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const location = toRouteLocation(to);
  return (
    <Dialog open title={location.params.name ?? location.path} width={width} closeLabel={t('Ёпиш')} onClose={onClose}>
      <div data-route-modal={location.fullPath}>
        <RouteView location={location} />
      </div>
    </Dialog>
  );
}
