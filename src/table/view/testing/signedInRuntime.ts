import type { ProjectInfo, User } from '../../../core/api/contract';
import { createRuntime, type PlatonRuntime } from '../../../core/runtime/platonRuntime';

/** A page runtime with a signed-in ordinary user whose column-settings posts succeed, for table tests. */
export function signedInRuntime(): PlatonRuntime {
  const runtime = createRuntime();
  runtime.store.setState({
    token: 'tok',
    authenticated: true,
    user: { id: 1, username: 'u', permissions: [] } as unknown as User,
    projectInfo: { product: 'platon' } as ProjectInfo,
  });
  runtime.api.post = (async () => ({})) as PlatonRuntime['api']['post'];
  return runtime;
}
