import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeImportScratch } from '../../server/imports/purgeImportScratch';

/** Issue 39 (low): the import scratch files a crash leaves in the temporary folder are removed when the server starts. */
const made: string[] = [];
afterAll(() => Promise.all(made.map((file) => rm(file, { force: true }))));

async function scratch(name: string, ageHours: number): Promise<string> {
  const file = join(tmpdir(), name);
  await writeFile(file, 'PK');
  const then = new Date(Date.now() - ageHours * 60 * 60 * 1000);
  await utimes(file, then, then);
  made.push(file);
  return file;
}

describe('purgeImportScratch', () => {
  it('removes the uploads and reports a crashed import left in the temporary folder, not those of a running one', async () => {
    const upload = await scratch(`platon-import-${randomUUID()}`, 7);
    const report = await scratch(`platon-import-report-${randomUUID()}.xlsx`, 30);
    const running = await scratch(`platon-import-${randomUUID()}`, 0.5);
    const someoneElses = await scratch(`platon-uploads-${randomUUID()}`, 30);
    expect(await purgeImportScratch()).toBeGreaterThanOrEqual(2);
    expect([existsSync(upload), existsSync(report)]).toEqual([false, false]);
    expect([existsSync(running), existsSync(someoneElses)]).toEqual([true, true]);
  });
});
