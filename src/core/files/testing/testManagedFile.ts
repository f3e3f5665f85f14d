import type { ManagedFile } from '../../api/fileManagerContract';

/** A stored file as the file manager lists it, for tests; `category` says where the fake server keeps it. */
export type TestFile = ManagedFile & { category: string };

/**
 * Tests: a file of category '1' at the top folder, with the given fields changed.
 *
 * @example
 * testManagedFile({ id: 'f2', name: 'act.pdf', folder: 'reports' });
 */
export function testManagedFile(change: Partial<TestFile> = {}): TestFile {
  const name = change.name ?? 'report.pdf';
  return {
    id: 'f1',
    name,
    extension: name.includes('.') ? name.split('.').pop()! : '',
    mime: 'application/octet-stream',
    size: 2048,
    createdAt: '01.03.2025 09:04:05',
    kind: 'files',
    folder: '',
    orphan: false,
    category: '1',
    ...change,
  };
}
