import type { ElementProps } from '../../src/core/elements/ElementApi';
import type { PLATON_FORM_API } from '../../src/core/elements/platonFormApi';
import { prefetchUser } from '../../src/core/auth/prefetchUser';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { prefetchView } from '../../src/shell/routing/prefetchView';

/**
 * What `<platon-form>` starts as it connects: the user, the definition and the record, then the form's chunk
 * (prefetchView). Safe to run again for the same element; resolves when the chunk is in.
 *
 * @example
 * startForm(runtime, { name: 'appeals', recordId: '12', public: false });
 */
export function startForm(
  runtime: PlatonRuntime,
  props: Pick<ElementProps<typeof PLATON_FORM_API>, 'name' | 'recordId' | 'public'>,
): Promise<unknown> {
  const { name, recordId, public: isPublic } = props;
  if (!isPublic) prefetchUser(runtime);
  return prefetchView(runtime, { kind: 'form', name: name ?? '', recordId: recordId || null, isPublic });
}
