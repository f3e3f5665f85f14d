import { createApiClient, type RequestOptions } from '../../api/apiClient';
import { ApiError } from '../../api/ApiError';
import { FILE_PAGE_SIZE, type FileCategory, type FileUsage } from '../../api/fileManagerContract';
import type { PlatonRuntime } from '../../runtime/platonRuntime';
import type { TestFile } from './testManagedFile';
import { installFakeUploads, type FakeUploads } from './installFakeUploads';

export interface FakeFileServer {
  /** The categories (counts and sizes are worked out from `files`). */
  categories: Omit<FileCategory, 'count' | 'size'>[];
  files: TestFile[];
  /** The records using a file, by id: such a file is refused deletion with 409. */
  usage: Record<string, FileUsage[]>;
  /** Every call, as 'METHOD path', and the query of each listing asked for. */
  calls: string[];
  listings: Record<string, unknown>[];
  /** Answer every file manager call with 403, as the server does for a user without the permission. */
  forbidden: boolean;
  uploads: FakeUploads;
  /** Put back the browser's XMLHttpRequest. */
  restore(): void;
}

export const IN_USE_MESSAGE = 'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг';

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
/** DD.MM.YYYY HH:mm:ss as a sortable text. */
const sortableTime = (text: string) => text.replace(/^(\d\d)\.(\d\d)\.(\d{4}) (.*)$/, '$3$2$1 $4');

/**
 * Browser tests: the file manager's routes of src/core/api/fileManagerContract.ts answered from memory on
 * `runtime.api` (listing with folders, search, sort and pages as the server does), and its uploads taken by a
 * stand-in XMLHttpRequest that reports progress (installFakeUploads). Call `restore()` after each test.
 *
 * @example
 * const server = fakeFileServer(runtime, { categories: [{ key: '1', name: 'Ҳужжатлар', ... }], files: [testManagedFile()] });
 */
export function fakeFileServer(
  runtime: PlatonRuntime,
  options: { categories: FakeFileServer['categories']; files?: TestFile[]; usage?: Record<string, FileUsage[]> },
): FakeFileServer {
  const uploads = installFakeUploads((fields, file) => {
    const stored: TestFile = {
      id: `u${server.files.length + 1}`,
      name: file.name,
      extension: file.name.split('.').pop() ?? '',
      mime: file.type,
      size: file.size,
      createdAt: '02.03.2025 10:00:00',
      kind: 'files',
      folder: fields.folder,
      orphan: false,
      category: fields.category,
    };
    server.files.push(stored);
    const { category: _category, ...answer } = stored;
    return { data: answer };
  });
  const server: FakeFileServer = {
    categories: options.categories,
    files: [...(options.files ?? [])],
    usage: { ...options.usage },
    calls: [],
    listings: [],
    forbidden: false,
    uploads,
    restore: uploads.restore,
  };

  function listing(query: Record<string, unknown>) {
    const category = String(query.category);
    const folder = String(query.folder ?? '');
    const search = String(query.search ?? '').toLowerCase();
    const inCategory = server.files.filter((file) => file.category === category);
    const matching = inCategory.filter((file) => (search ? file.name.toLowerCase().includes(search) : file.folder === folder));
    const key = String(query.sort ?? 'name') as 'name' | 'size' | 'extension' | 'createdAt';
    const value = (file: TestFile) => (key === 'createdAt' ? sortableTime(file.createdAt) : file[key]);
    const order = Number(query.order ?? 1);
    matching.sort((a, b) => order * compare(value(a), value(b)) || a.id.localeCompare(b.id));
    const page = Number(query.page ?? 1);
    const prefix = folder ? `${folder}/` : '';
    const folders = search
      ? []
      : [
          ...new Set(
            inCategory
              .filter((file) => file.folder.startsWith(prefix) && file.folder !== folder)
              .map((file) => file.folder.slice(prefix.length).split('/')[0]),
          ),
        ].sort();
    const files = matching.slice((page - 1) * FILE_PAGE_SIZE, page * FILE_PAGE_SIZE).map(({ category: _category, ...file }) => file);
    return { folders, files, total: matching.length };
  }

  // Uploads go through a real client of the page's session, which sends them over the stand-in XMLHttpRequest.
  const client = createApiClient(runtime.store, { onSessionExpired: () => undefined });
  const answer = async (path: string, request: RequestOptions = {}): Promise<unknown> => {
    if (request.onUploadProgress) return client.request(path, request);
    const method = request.method ?? 'GET';
    server.calls.push(`${method} ${path}`);
    if (server.forbidden && path.startsWith('file-manager/')) throw new ApiError(403, { message: 'Бу саҳифа кўришга рўхсат берилмаган' });
    if (method === 'GET' && path === 'file-manager/categories') {
      return {
        data: server.categories.map((category) => {
          const files = server.files.filter((file) => file.category === category.key);
          return { ...category, count: files.length, size: files.reduce((sum, file) => sum + file.size, 0) };
        }),
      };
    }
    if (method === 'GET' && path === 'file-manager/files') {
      server.listings.push({ ...request.query });
      return { data: listing(request.query ?? {}) };
    }
    const usage = /^file-manager\/files\/([^/]+)\/usage$/.exec(path);
    if (method === 'GET' && usage) return { data: server.usage[decodeURIComponent(usage[1])] ?? [] };
    const deleted = /^file-manager\/files\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && deleted) {
      const id = decodeURIComponent(deleted[1]);
      if (server.usage[id]?.length) throw new ApiError(409, { message: IN_USE_MESSAGE });
      server.files = server.files.filter((file) => file.id !== id);
      return null;
    }
    const download = /^uploads\/auth\/files\/(.+)$/.exec(path);
    if (download && request.responseType === 'blob') return new Blob(['file bytes']);
    throw new Error(`unexpected call ${method} ${path}`);
  };
  runtime.api.request = answer as PlatonRuntime['api']['request'];
  runtime.api.get = ((path: string, query?: Record<string, unknown>) => answer(path, { query })) as PlatonRuntime['api']['get'];
  return server;
}
