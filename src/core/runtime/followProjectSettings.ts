import type { ProjectInfo } from '../api/contract';
import type { PlatonRuntime } from './platonRuntime';

/** The built-in form whose record is the project's settings (issue 41). */
export const PROJECT_SETTINGS_FORM = 'project_settings';

/**
 * Reloads the project info whenever this page saves the `project_settings` form, so the administrator sees
 * the new name, support line or copyright at once rather than after a reload. Other pages and instances
 * read the settings afresh on their next start (the server never caches them). Returns the unsubscribe.
 *
 * @example
 * useEffect(() => followProjectSettings(runtime), [runtime]);
 */
export function followProjectSettings(runtime: PlatonRuntime): () => void {
  return runtime.events.on('OnFormUpdate', (detail) => {
    if (detail.name !== PROJECT_SETTINGS_FORM) return;
    runtime.api
      .get<{ data: ProjectInfo }>('info')
      .then(({ data }) => runtime.store.setState({ projectInfo: data }))
      // The saved values show on the next start anyway; a failed refresh only delays that.
      .catch((error: unknown) => console.warn('[platon] project info refresh failed', error));
  });
}
