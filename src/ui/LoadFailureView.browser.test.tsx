import { afterEach, describe, expect, it } from 'vitest';
import { LoadFailureView } from './LoadFailureView';
import { mountInShadow, type Mounted } from './testing/mountInShadow';

/** Fills `{0}`-style placeholders, as the runtime's translator does for the default language. */
const t = (key: string, values: Record<string, unknown> = {}) => key.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('LoadFailureView', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  it("a table's or form's definition that failed on the server names the request's id", async () => {
    mounted = await mountInShadow(
      <LoadFailureView status={500} requestId="6f0e9a1c" t={t} onRetry={() => undefined} onHome={() => undefined} />,
    );
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Серверда хатолик');
    expect(mounted.shadow.querySelector('.pl-error-view__request')?.textContent).toBe('Сўров рақами: 6f0e9a1c');
  });

  it('says nothing of an id when the answer named none', async () => {
    mounted = await mountInShadow(<LoadFailureView status={502} t={t} onRetry={() => undefined} onHome={() => undefined} />);
    expect(mounted.shadow.querySelector('.pl-error-view__request')).toBeNull();
  });
});
