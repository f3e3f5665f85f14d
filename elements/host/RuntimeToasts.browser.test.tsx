import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/api/ApiError';
import { createRuntime } from '../../src/core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../src/ui/testing/mountInShadow';
import { RuntimeToasts } from './RuntimeToasts';

describe('the page’s toasts', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  it('show a server failure’s request id under its text, and no such line for a refusal or a success', async () => {
    const runtime = createRuntime();
    mounted = await mountInShadow(<RuntimeToasts runtime={runtime} />);
    runtime.toasts.show('danger', 'Серверда хатолик', undefined, new ApiError(500, { message: 'Серверда хатолик', requestId: 'req-5' }));
    runtime.toasts.show('danger', 'Рухсат йўқ', undefined, new ApiError(403, { message: 'Рухсат йўқ' }));
    runtime.toasts.show('success', 'Маълумотлар сақланди');
    await settle(20);
    const toasts = [...mounted.shadow.querySelectorAll('.pl-toast')];
    expect(toasts.map((toast) => toast.querySelector('.pl-toast__text')?.textContent)).toEqual([
      'Серверда хатолик',
      'Рухсат йўқ',
      'Маълумотлар сақланди',
    ]);
    expect(toasts.map((toast) => toast.querySelector('.pl-toast__detail')?.textContent ?? null)).toEqual([
      'Сўров рақами: req-5',
      null,
      null,
    ]);
  });
});
