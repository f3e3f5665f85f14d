import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createToastStore } from '../notify/toastStore';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { downloadExportLink } from './downloadExportLink';

function runtimeFailingWith(error: ApiError) {
  const toasts = createToastStore(0);
  const runtime = {
    api: { request: () => Promise.reject(error) },
    toasts,
    i18n: { t: (key: string, params?: Record<string, string>) => key.replace('{0}', params?.[0] ?? '{0}') },
  } as unknown as Pick<PlatonRuntime, 'api' | 'toasts' | 'i18n'>;
  return { runtime, toasts };
}

describe('downloadExportLink failures', () => {
  it("a server failure's toast carries the request's id for support", async () => {
    const { runtime, toasts } = runtimeFailingWith(
      new ApiError(500, { statusCode: 500, message: 'Серверда хатолик', requestId: 'req-77' }),
    );
    await downloadExportLink(runtime, 'appeals');
    expect(toasts.getState().toasts).toEqual([
      expect.objectContaining({ variant: 'danger', text: 'Серверда хатолик', requestId: 'req-77' }),
    ]);
  });

  it("a refusal's toast is the server's message, without an id", async () => {
    const { runtime, toasts } = runtimeFailingWith(new ApiError(403, { statusCode: 403, message: 'Рухсат йўқ' }));
    await downloadExportLink(runtime, 'appeals');
    expect(toasts.getState().toasts).toEqual([expect.objectContaining({ text: 'Рухсат йўқ', requestId: null })]);
  });
});
