import { vi, expect } from 'vitest';
import type { User } from '../../../core/api/contract';
import { FILE_MANAGER_PERMISSION } from '../../../core/api/fileManagerContract';
import { fakeFileServer, type FakeFileServer } from '../../../core/files/testing/fakeFileServer';
import { testManagedFile, type TestFile } from '../../../core/files/testing/testManagedFile';
import type { Router } from '../../../core/router/createRouter';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';
import { mountInShadow, type Mounted } from '../../../ui/testing/mountInShadow';
import { RouteView } from '../../routing/RouteView';
import { ShellContext } from '../../routing/ShellContext';
import { useRouteLocation } from '../../routing/useRouteLocation';
import { createShellTestServices } from '../../testing/shellTestServices';

export const TEST_CATEGORIES = [
  { key: '1', name: 'Ҳужжатлар', allowedExtensions: 'pdf,png,txt', maxSize: 1024, uploadable: true },
  { key: 'forms', name: 'Форма файллари', allowedExtensions: null, maxSize: null, uploadable: false },
];

/** Category 1: two files and two folders at the top, a file in reports/2025; one form upload. */
export const TEST_FILES: TestFile[] = [
  testManagedFile({ id: 'f1', name: 'contract.pdf', size: 1536, createdAt: '01.03.2025 09:04:05' }),
  testManagedFile({ id: 'f2', name: 'logo.png', kind: 'images', size: 3 * 1024 * 1024, createdAt: '28.02.2025 18:00:00', orphan: true }),
  testManagedFile({ id: 'f3', name: 'act-2025.pdf', folder: 'reports/2025', size: 100 }),
  testManagedFile({ id: 'f4', name: 'act-draft.txt', folder: 'drafts', size: 10 }),
  testManagedFile({ id: 'f5', name: 'passport.jpg', category: 'forms', kind: 'images', size: 5000 }),
];

function CurrentRoute() {
  return <RouteView location={useRouteLocation()} />;
}

export interface FileManagerHarness {
  /** Mount the app's route view at `path` for a user with the file manager permission (or `user`). */
  open(path: string, options?: { files?: TestFile[]; user?: Partial<User>; usage?: FakeFileServer['usage'] }): Promise<ShadowRoot>;
  close(): Promise<void>;
  readonly mounted: Mounted;
  readonly runtime: PlatonRuntime;
  readonly router: Router;
  readonly server: FakeFileServer;
  /** File names saved through `<a download>` (stopped, so the test browser downloads nothing). */
  downloads: string[];
  rows(): HTMLTableRowElement[];
  /** Each row's name: a folder's link or a file's name (not its badge or folder). */
  names(): (string | null)[];
  rowOf(name: string): HTMLTableRowElement;
  cell(row: HTMLTableRowElement, label: string): HTMLTableCellElement;
  toasts(): { variant: string; text: string }[];
  /** A column's sort button, by the title it shows beside its arrow. */
  sortButton(title: string): HTMLButtonElement;
}

/**
 * Browser tests of the file manager: the shell's route view inside a shadow root, over a fake file server
 * (fakeFileServer), with helpers reading the listing as a user sees it.
 *
 * @example
 * const fm = fileManagerHarness();
 * afterEach(() => fm.close());
 * await fm.open('/system/file-manager/1');
 */
export function fileManagerHarness(): FileManagerHarness {
  let mounted: Mounted | undefined;
  let runtime: PlatonRuntime | undefined;
  let router: Router | undefined;
  let server: FakeFileServer | undefined;
  const shadow = () => mounted!.shadow;
  const harness: FileManagerHarness = {
    downloads: [],
    get mounted() {
      return mounted!;
    },
    get runtime() {
      return runtime!;
    },
    get router() {
      return router!;
    },
    get server() {
      return server!;
    },
    async open(path, options = {}) {
      await harness.close();
      const shell = createShellTestServices({ path, user: options.user ?? { permissions: [FILE_MANAGER_PERMISSION] } });
      runtime = shell.runtime;
      router = shell.router;
      server = fakeFileServer(runtime, { categories: TEST_CATEGORIES, files: options.files ?? TEST_FILES, usage: options.usage });
      mounted = await mountInShadow(
        <ShellContext.Provider value={shell.services}>
          {/* The app's background, so a theme's colours are checked against what they are drawn on. */}
          <div className="pl-app" style={{ background: 'var(--platon-bg)' }}>
            <CurrentRoute />
          </div>
        </ShellContext.Provider>,
      );
      mounted.shadow.addEventListener(
        'click',
        (event) => {
          const anchor = event.target as HTMLAnchorElement;
          if (anchor.localName !== 'a' || !anchor.download) return;
          event.preventDefault();
          harness.downloads.push(anchor.download);
        },
        true,
      );
      await vi.waitFor(() => expect(mounted!.shadow.querySelector('h1')?.textContent).toBe('Файл менежери'), { timeout: 3000 });
      return mounted.shadow;
    },
    async close() {
      await mounted?.unmount();
      server?.restore();
      mounted = undefined;
      harness.downloads.length = 0;
    },
    rows: () => [...shadow().querySelectorAll<HTMLTableRowElement>('tbody tr')],
    names: () => harness.rows().map((row) => (row.querySelector('.pl-fm__name') ?? row.querySelector('a'))!.textContent),
    rowOf: (name) => harness.rows().find((row) => row.querySelector('.pl-fm__name')?.textContent === name)!,
    cell: (row, label) => [...row.cells].find((td) => td.dataset.label === label)!,
    toasts: () => runtime!.toasts.getState().toasts.map(({ variant, text }) => ({ variant, text })),
    sortButton: (title) =>
      [...shadow().querySelectorAll<HTMLButtonElement>('thead button')].find(
        (button) => button.textContent!.replace(/[▲▼↕]/g, '') === title,
      )!,
  };
  return harness;
}
