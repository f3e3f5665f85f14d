import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../api/apiClient';
import { createSessionStore } from '../session/sessionStore';
import { createFileManagerApi } from './createFileManagerApi';
import { fileManagerPlace } from './fileManagerPlace';

function setup() {
  const calls: [string, RequestOptions | undefined][] = [];
  const api = {
    request: vi.fn(async (path: string, options?: RequestOptions) => {
      calls.push([path, options]);
      return options?.responseType === 'blob'
        ? new Blob(['x'])
        : { data: path.endsWith('usage') ? [] : { folders: [], files: [], total: 0 } };
    }),
  } as unknown as ApiClient;
  const store = createSessionStore();
  store.setState({ config: { ...store.getState().config, apiBase: '/api/' } });
  return { calls, files: createFileManagerApi(api, store) };
}

describe('createFileManagerApi', () => {
  it('asks for a listing with the place as the query, without an empty search', async () => {
    const { calls, files } = setup();
    expect(await files.files(fileManagerPlace('3/reports', { sort: 'size', order: '-1', page: '2' }))).toEqual({
      folders: [],
      files: [],
      total: 0,
    });
    expect(calls[0][0]).toBe('file-manager/files');
    expect(calls[0][1]?.query).toEqual({ category: '3', folder: 'reports', search: undefined, sort: 'size', order: -1, page: 2 });
  });

  it('encodes ids in the delete, usage and download addresses, the download as a blob', async () => {
    const { calls, files } = setup();
    await files.remove('a/b');
    await files.usage('f1');
    await files.download('f1');
    expect(calls.map(([path, options]) => [path, options?.method ?? 'GET', options?.responseType ?? 'json'])).toEqual([
      ['file-manager/files/a%2Fb', 'DELETE', 'json'],
      ['file-manager/files/f1/usage', 'GET', 'json'],
      ['uploads/auth/files/f1', 'GET', 'blob'],
    ]);
  });

  it("previews at the file's signed address, a PDF inline, downloads from it as it is, and asks afresh once it expired", async () => {
    const { calls, files } = setup();
    const soon = Math.floor(Date.now() / 1000) + 600;
    const file = {
      id: 'f1',
      name: 'a.pdf',
      extension: 'PDF',
      mime: 'application/pdf',
      size: 1,
      createdAt: '',
      kind: 'files' as const,
      folder: '',
      orphan: false,
      url: `uploads/files/f1?exp=${soon}&sig=s1`,
    };
    expect(await files.fileHref(file, true)).toBe(`/api/uploads/files/f1?exp=${soon}&sig=s1&inline=true`);
    expect(await files.fileHref(file)).toBe(`/api/uploads/files/f1?exp=${soon}&sig=s1`);
    expect(await files.fileHref({ ...file, kind: 'images', extension: 'png', url: `uploads/images/f1?exp=${soon}&sig=s2` }, true)).toBe(
      `/api/uploads/images/f1?exp=${soon}&sig=s2`,
    );
    expect(calls).toEqual([]);
    // A listing left open past the link's expiry: the link call gives a new one.
    const gone = { ...file, url: 'uploads/files/f1?exp=1000&sig=old' };
    const fresh = vi.fn(async () => ({ data: { url: 'uploads/files/f1?exp=9999999999&sig=new', expiresAt: '' } }));
    const api = { request: fresh } as unknown as ApiClient;
    const store = createSessionStore();
    store.setState({ config: { ...store.getState().config, apiBase: '/api/' } });
    expect(await createFileManagerApi(api, store).fileHref(gone, true)).toBe('/api/uploads/files/f1?exp=9999999999&sig=new&inline=true');
    expect(fresh).toHaveBeenCalledWith('uploads/files/f1/link');
  });
});
