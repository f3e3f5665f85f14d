import { useState } from 'react';
import { toRouteLocation } from '../../core/router/routeLocation';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { RouteView } from './RouteView';
import { useShell } from './ShellContext';

/**
 * A route opened with `_target=modal_N` (docs/behaviour.md §1): its view in a dialog of the rule's width. Escape and ×
 * close it and the focus returns to the opener; a form shown here names the dialog with its title and closes
 * it once it saved or deleted.
 */
export function RouteModal({ to, width, onClose }: { to: string; width: string; onClose(): void }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const [location] = useState(() => toRouteLocation(to));
  const [title, setTitle] = useState<string | null>(null);
  const [hooks] = useState(() => ({ onClose, onTitle: setTitle }));
  return (
    <Dialog open title={title ?? location.params.name ?? location.path} width={width} closeLabel={t('Ёпиш')} onClose={onClose}>
      <div data-route-modal={location.fullPath}>
        <RouteView location={location} modal={hooks} />
      </div>
    </Dialog>
  );
}
