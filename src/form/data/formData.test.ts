import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type RequestOptions } from '../../core/api/apiClient';
import { ApiError } from '../../core/api/ApiError';
import type { ProjectInfo } from '../../core/api/contract';
import { createSessionStore, type SessionStore } from '../../core/session/sessionStore';
import { matchesShortKey, parseShortKey } from '../model/shortKey';
import { canEditForm } from './canEditForm';
import { createFormApi } from './createFormApi';
import { saveFailure } from './saveFailure';

function fakeClient() {
  const calls: { path: string; options: RequestOptions }[] = [];
  const client: ApiClient = {
    request: (async (path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      return { data: path.includes('paginate') ? [{ id: 1, name: 'a' }] : { id: 1 } };
    }) as ApiClient['request'],
    get: async () => ({}) as never,
    post: async () => ({}) as never,
    refresh: vi.fn(async () => undefined),
  };
  return { client, calls };
}

/** The page's real API client over `store`; its refresh answered by a stubbed fetch with a new pair. */
function realClient(store: SessionStore) {
  store.setState((s) => ({ config: { ...s.config, apiBase: '/api/', authBase: '/api/auth/' } }));
  const refreshes = vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ data: { access_token: 'new', refresh_token: 'r2' } }), { headers: { 'content-type': 'application/json' } }),
  );
  return { client: createApiClient(store, { onSessionExpired: vi.fn() }), refreshes };
}

/** A stand-in XMLHttpRequest answering each send with the next of `answers`. */
function fakeXhr(answers: { status: number; body: unknown }[]) {
  const sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload = { onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      const answer = answers.shift()!;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('createFormApi (src/core/api/formContract.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the contract’s paths, under public/ for a public form, and unwraps data', async () => {
    const { client, calls } = fakeClient();
    const store = createSessionStore();
    const api = createFormApi(client, store, false);
    expect(await api.definition('appeals')).toEqual({ id: 1 });
    await api.record('appeals', 7);
    await api.insert('appeals', { values: { a: 1 } });
    await api.update('appeals', 7, { values: { a: 2 }, version: 3 });
    await api.remove('appeals', 7, 3, false);
    await api.remove('appeals', 7, 4, true);
    expect(await api.optionsPage('appeals', 12, { search: 'тош', recordId: null, page: 2 })).toEqual([{ id: 1, name: 'a' }]);
    await api.suggestions('suggest/cities', 'Тош');
    expect(calls.map(({ path, options }) => [options.method ?? 'GET', path, options.query ?? null, options.body ?? null])).toEqual([
      ['GET', 'forms/appeals', null, null],
      ['GET', 'forms/appeals/records/7', null, null],
      ['POST', 'forms/appeals/records', null, { values: { a: 1 } }],
      ['PUT', 'forms/appeals/records/7', null, { values: { a: 2 }, version: 3 }],
      ['DELETE', 'forms/appeals/records/7', { version: 3 }, null],
      ['DELETE', 'forms/appeals/records/7', { version: 4, hard: 'true' }, null],
      ['GET', 'forms/paginate-element/appeals/12', { search: 'тош', recordId: undefined, page: 2 }, null],
      ['GET', 'suggest/cities', { text: 'Тош' }, null],
    ]);
    const publicApi = createFormApi(client, store, true);
    await publicApi.definition('feedback');
    await publicApi.insert('feedback', { values: {} });
    await publicApi.optionsPage('feedback', 3, { search: '', recordId: 5, page: 1 });
    expect(calls.slice(-3).map((call) => call.path)).toEqual(['public/forms/feedback', 'public/forms/feedback/records', 'public/forms/paginate-element/feedback/3']);
    store.setState((s) => ({ config: { ...s.config, apiBase: '/api/' } }));
    const file = { id: 'f1', name: 'a.pdf', size: 1, extension: 'pdf', createdAt: '', kind: 'images' as const };
    // The answer's signed address (docs/files.md); the bare one only for a file that came without one.
    expect(api.fileHref({ ...file, url: 'uploads/images/f1?exp=1&sig=s' })).toBe('/api/uploads/images/f1?exp=1&sig=s');
    expect(api.fileHref(file)).toBe('/api/uploads/images/f1');
    // A fresh link is asked for signed in only: a public form's visitor has no session.
    expect(publicApi.fileLink).toBeUndefined();
    const before = calls.length;
    await api.fileLink!(file).catch(() => undefined);
    expect(calls.slice(before).map((call) => call.path)).toEqual(['uploads/files/f1/link']);
  });

  it('uploads with the token and language, reports progress, and retries once after a refresh on 401', async () => {
    const sent = fakeXhr([
      { status: 401, body: { message: 'Unauthorized' } },
      { status: 201, body: { data: { id: 'f9', name: 'a.pdf', size: 3, extension: 'pdf', createdAt: '01.01.2026 10:00:00', kind: 'files' } } },
    ]);
    const store = createSessionStore();
    store.setState({ token: 'old', refreshToken: 'r', locale: 'ru' });
    const { client, refreshes } = realClient(store);
    const progress: number[] = [];
    const file = await createFormApi(client, store, false).upload(
      { formName: 'appeals', elementId: 12, projectId: 'demo', file: new Blob(['abc']), fileName: 'a.pdf' },
      (p) => progress.push(p.percent),
      new AbortController().signal,
    );
    expect(file.id).toBe('f9');
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => [request.url, request.headers.Authorization, request.headers['Accept-Language']])).toEqual([
      ['/api/files/upload/form', 'Bearer old', 'ru'],
      ['/api/files/upload/form', 'Bearer new', 'ru'],
    ]);
    const body = sent[1]!.body;
    expect([body.get('form_element_id'), body.get('form_element_project_id'), body.get('data_source'), (body.get('file') as File).name]).toEqual(['12', 'demo', 'appeals', 'a.pdf']);
    expect(progress).toEqual([50, 50]);
  });

  it('refreshes an expired upload once through the client in the cookie session mode too (no refresh token in the page)', async () => {
    const sent = fakeXhr([
      { status: 401, body: { message: 'Unauthorized' } },
      { status: 201, body: { data: { id: 'f9', name: 'a.pdf', size: 3, extension: 'pdf', createdAt: '01.01.2026 10:00:00', kind: 'files' } } },
    ]);
    const store = createSessionStore();
    store.setState({ token: 'old', refreshToken: null, projectInfo: { session_cookie: true } as ProjectInfo });
    const { client, refreshes } = realClient(store);
    const file = await createFormApi(client, store, false).upload(
      { formName: 'appeals', elementId: 12, projectId: 'demo', file: new Blob(['abc']), fileName: 'a.pdf' },
      () => undefined,
      new AbortController().signal,
    );
    expect(file.id).toBe('f9');
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('uploads a public form’s file to the public endpoint without a token, and rejects with the server’s message', async () => {
    const sent = fakeXhr([{ status: 422, body: { message: 'Файл ўлчами 10 KB гача бўлиши мумкин' } }]);
    const store = createSessionStore();
    store.setState({ token: 'tok', refreshToken: 'r' });
    const { client, refreshes } = realClient(store);
    const upload = createFormApi(client, store, true).upload(
      { formName: 'feedback', elementId: 3, projectId: 'demo', file: new Blob(['x']), fileName: 'x.png' },
      () => undefined,
      new AbortController().signal,
    );
    await expect(upload).rejects.toMatchObject({ name: 'ApiError', status: 422, message: 'Файл ўлчами 10 KB гача бўлиши мумкин' });
    expect(sent[0]!.url).toBe('/api/web/v1/public/forms/file/upload');
    expect(sent[0]!.headers.Authorization).toBeUndefined();
    expect(refreshes).not.toHaveBeenCalled();
  });

  it('rejects with an AbortError when cancelled before sending', async () => {
    fakeXhr([]);
    const controller = new AbortController();
    controller.abort();
    const store = createSessionStore();
    const { client } = realClient(store);
    const upload = createFormApi(client, store, false).upload(
      { formName: 'a', elementId: 1, projectId: 'p', file: new Blob(['x']), fileName: 'x' },
      () => undefined,
      controller.signal,
    );
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('saveFailure', () => {
  it('sorts 422 with field errors, 409 STALE_RECORD and the rest', () => {
    expect(saveFailure(new ApiError(422, { message: 'Validation failed', errors: { a: { message: 'Нотўғри қиймат' } } }))).toEqual({
      kind: 'fields',
      errors: { a: { message: 'Нотўғри қиймат' } },
      message: 'Validation failed',
    });
    expect(saveFailure(new ApiError(409, { code: 'STALE_RECORD', message: 'Changed' }))).toEqual({ kind: 'stale', message: 'Changed' });
    expect(saveFailure(new ApiError(409, { message: 'Duplicate' }))).toEqual({ kind: 'other', status: 409, message: 'Duplicate' });
    expect(saveFailure(new ApiError(0, null, 'Failed to fetch'))).toEqual({ kind: 'other', status: 0, message: null });
    expect(saveFailure(new TypeError('x'))).toEqual({ kind: 'other', status: 0, message: null });
  });
});

describe('canEditForm and short keys', () => {
  it('lets only admins not in force-user mode edit their own project’s non-built-in forms', () => {
    const admin = { permissions: ['platon.admin'] };
    const own = { projectId: 'demo', isBuiltIn: false };
    expect(canEditForm(own, { user: admin, product: 'platon', forceUser: false })).toBe(true);
    expect(canEditForm(own, { user: admin, product: 'platon', forceUser: true })).toBe(false);
    expect(canEditForm(own, { user: { permissions: ['demo.edit'] }, product: 'platon', forceUser: false })).toBe(false);
    expect(canEditForm({ projectId: 'platon', isBuiltIn: false }, { user: admin, product: 'platon', forceUser: false })).toBe(false);
    expect(canEditForm({ projectId: 'demo', isBuiltIn: true }, { user: admin, product: 'platon', forceUser: false })).toBe(false);
  });

  it('parses and matches shortcuts, by physical key on other layouts', () => {
    const ctrlS = parseShortKey('Ctrl+S')!;
    expect(ctrlS).toEqual({ ctrl: true, alt: false, shift: false, key: 's' });
    const press = (key: string, code: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
      ({ key, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    expect(matchesShortKey(press('s', 'KeyS', { ctrlKey: true }), ctrlS)).toBe(true);
    expect(matchesShortKey(press('ы', 'KeyS', { ctrlKey: true }), ctrlS)).toBe(true);
    expect(matchesShortKey(press('s', 'KeyS', { metaKey: true }), ctrlS)).toBe(true);
    expect(matchesShortKey(press('s', 'KeyS'), ctrlS)).toBe(false);
    expect(matchesShortKey(press('s', 'KeyS', { ctrlKey: true, shiftKey: true }), ctrlS)).toBe(false);
    expect(matchesShortKey(press('Enter', 'Enter', { altKey: true }), parseShortKey('alt+enter')!)).toBe(true);
    expect(parseShortKey('ctrl+')).toBeNull();
    expect(parseShortKey(null)).toBeNull();
  });
});
