// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '../notify/toastStore';
import { createDialogApi } from './createDialogApi';
import { createDialogService, NO_DIALOG_HOST } from './createDialogService';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A custom element with an open shadow root holding `inner`, like a Platon element with a page component. */
function element(tag: string): { host: HTMLElement; inner: HTMLElement } {
  const host = document.createElement(tag);
  const inner = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(inner);
  document.body.append(host);
  return { host, inner };
}

describe('createDialogService', () => {
  it('rejects with a clear error while no Platon element is mounted', async () => {
    const service = createDialogService();
    await expect(service.request('confirm', { message: 'Sure?' })).rejects.toThrow(NO_DIALOG_HOST);
    const api = createDialogApi(service, createToastStore(0));
    await expect(api.toast({ type: 'info', message: 'x' })).rejects.toThrow(/no Platon element/);
  });

  it('queues a request for the element that contains the origin, through shadow roots, and resolves with the answer', async () => {
    const service = createDialogService();
    const first = element('x-first');
    const second = element('x-second');
    const nested = document.createElement('span');
    second.inner.attachShadow({ mode: 'open' }).append(nested);
    const a = service.register(first.host);
    const b = service.register(second.host);

    const answer = service.request('prompt', { title: 'T', label: 'L' }, nested);
    const [request] = service.getState().requests;
    expect(request).toMatchObject({ kind: 'prompt', hostId: b.hostId, options: { title: 'T', label: 'L' } });

    service.answer(request.id, 'typed');
    await expect(answer).resolves.toBe('typed');
    expect(service.getState().requests).toEqual([]);

    // No origin: the first mounted element.
    void service.request('messageBox', { type: 'info', message: 'm' });
    expect(service.getState().requests[0].hostId).toBe(a.hostId);
  });

  it.each([
    ['confirm', { message: 'm' }, false],
    ['prompt', { title: 't', label: 'l' }, null],
    ['contextMenu', { options: [{ label: 'a', value: 1 }], at: { x: 1, y: 1 } }, null],
    ['messageBox', { type: 'error', message: 'm' }, undefined],
    ['preview', { url: '/a.png', name: 'a.png' }, undefined],
  ] as const)('cancelling a %s gives its cancel answer', async (kind, options, expected) => {
    const service = createDialogService();
    service.register(element('x-host').host);
    const answer = service.request(kind, options as never);
    service.cancel(service.getState().requests[0].id);
    await expect(answer).resolves.toBe(expected);
  });

  it('an element going away cancels what it shows; answers after that change nothing', async () => {
    const service = createDialogService();
    const host = service.register(element('x-host').host);
    const answer = service.request('confirm', { message: 'm' });
    const id = service.getState().requests[0].id;
    host.release();
    await expect(answer).resolves.toBe(false);
    service.answer(id, true);
    expect(service.getState().requests).toEqual([]);
    await expect(service.request('confirm', { message: 'm' })).rejects.toThrow(NO_DIALOG_HOST);
  });

  it('gives the focus back to the element that had it when asked', async () => {
    vi.useFakeTimers();
    const service = createDialogService();
    const { host, inner } = element('x-host');
    const button = document.createElement('button');
    inner.append(button);
    service.register(host);
    button.focus();
    const answer = service.request('confirm', { message: 'm' });
    const request = service.getState().requests[0];
    expect(request.returnFocus).toBe(button);
    document.body.focus();
    (document.activeElement as HTMLElement | null)?.blur();
    service.answer(request.id, true);
    await expect(answer).resolves.toBe(true);
    vi.runAllTimers();
    expect(host.shadowRoot!.activeElement).toBe(button);
  });
});

describe('createDialogApi', () => {
  it('maps each function to its request, and the toast resolves when it closes', async () => {
    vi.useFakeTimers();
    const service = createDialogService();
    const toasts = createToastStore(1000);
    service.register(element('x-host').host);
    const api = createDialogApi(service, toasts);

    void api.confirm('Delete?', { title: 'T' });
    void api.alert({ type: 'warning', message: 'W' });
    void api.contextMenu({ title: 'Menu', options: [{ label: 'One', value: 1 }], at: { x: 5, y: 6 } });
    void api.tooltip({ x: 1, y: 2 }, 'Copied', 300);
    void api.preview({ url: '/f.pdf', name: 'f.pdf' });
    expect(service.getState().requests.map((r) => [r.kind, r.options])).toEqual([
      ['confirm', { title: 'T', message: 'Delete?' }],
      ['messageBox', { type: 'warning', message: 'W' }],
      ['contextMenu', { title: 'Menu', options: [{ label: 'One', value: 1 }], at: { x: 5, y: 6 } }],
      ['tooltip', { at: { x: 1, y: 2 }, text: 'Copied', ms: 300 }],
      ['preview', { url: '/f.pdf', name: 'f.pdf' }],
    ]);

    let closed = false;
    void api.toast({ type: 'error', message: 'Broke' }).then(() => (closed = true));
    expect(toasts.getState().toasts).toMatchObject([{ variant: 'danger', text: 'Broke', title: 'Хатолик' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(closed).toBe(true);
  });
});
