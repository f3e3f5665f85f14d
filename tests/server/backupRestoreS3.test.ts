import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyInstallation, expectData, makeData, platon, type Installation } from './support/backupInstallation';

/**
 * Issue 42 with the stored files in an S3-compatible store (s3rver over HTTP, through the AWS SDK, as
 * tests/server/s3Storage.test.ts): the backup holds the objects under the prefix, a restore puts them under
 * another installation's prefix, which must be empty unless --force.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let s3: { close(): Promise<void> };
let s3Folder: string;
let endpoint: string;
let folder: string;
const installations: Installation[] = [];

beforeAll(async () => {
  s3Folder = await mkdtemp(path.join(tmpdir(), 'platon-s3rver-'));
  folder = await mkdtemp(path.join(tmpdir(), 'platon-backups-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Folder,
    silent: true,
    configureBuckets: [{ name: 'platon-backup' }],
  });
  endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`;
  s3 = server;
  // The AWS SDK finds its credentials in the process's environment, as a server's would.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const installation of installations) await installation.remove();
  await s3?.close();
  await rm(s3Folder, { recursive: true, force: true });
  await rm(folder, { recursive: true, force: true });
});

async function installation(prefix: string): Promise<Installation> {
  const made = await emptyInstallation({ PLATON_S3_BUCKET: 'platon-backup', PLATON_S3_ENDPOINT: endpoint, PLATON_S3_PREFIX: prefix });
  installations.push(made);
  return made;
}

const client = () =>
  new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

async function keys(prefix: string): Promise<string[]> {
  const page = await client().send(new ListObjectsV2Command({ Bucket: 'platon-backup', Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort();
}

describe('platon backup and platon restore with files in S3', () => {
  it('round-trips the objects under the prefix, and refuses a prefix holding objects unless --force', async () => {
    const source = await installation('source/');
    const made = await makeData(source);
    const backup = path.join(folder, 'platon.backup');
    const written = await platon(['backup', backup], source.env);
    expect(written.stderr).not.toContain('platon backup:');
    expect(written.stdout).toContain('1 stored file (195 KiB), s3://platon-backup/source/');

    const target = await installation('target/');
    // A stray object under the target's prefix: the target is not empty.
    await client().send(new PutObjectCommand({ Bucket: 'platon-backup', Key: 'target/stray', Body: 'left over' }));
    const refused = await platon(['restore', backup], target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('s3://platon-backup/target/ holds stored files already: restore into an empty one, or add --force');
    expect(await keys('target/')).toEqual(['stray']);

    const restored = await platon(['restore', backup, '--force'], target.env);
    expect(restored.stderr).not.toContain('platon restore:');
    expect(restored.code).toBe(0);
    // The backup's objects, and no others: --force replaced what was there.
    expect(await keys('target/')).toEqual(await keys('source/'));
    expect(await keys('target/')).toEqual([`${made.fileId.slice(0, 2)}/${made.fileId}`]);
    await expectData(target, made);
  });
});
