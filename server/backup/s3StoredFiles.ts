import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import type { S3StorageConfig } from '../files/createS3Storage';
import type { StoredFiles } from './StoredFiles';

/**
 * The objects under PLATON_S3_PREFIX in PLATON_S3_BUCKET (createS3Storage's), through the AWS SDK. An object
 * store has no rename: a restore uploads the bodies in place, which is why it needs an empty prefix unless
 * forced, and an aborted restore into an empty prefix deletes what it uploaded.
 */
export function s3StoredFiles(config: S3StorageConfig): StoredFiles {
  const client = new S3Client(config.client);
  const prefix = config.prefix ?? 'uploads/';
  const { bucket } = config;

  async function* keys(limit?: number): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: limit }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && !object.Key.endsWith('/')) yield { key: object.Key.slice(prefix.length), size: Number(object.Size ?? 0) };
      }
      token = limit ? undefined : page.NextContinuationToken;
    } while (token);
  }

  async function remove(names: string[]): Promise<void> {
    for (let start = 0; start < names.length; start += 1000) {
      const batch = names.slice(start, start + 1000).map((key) => ({ Key: prefix + key }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  return {
    label: `s3://${bucket}/${prefix}`,
    kind: 's3',
    list: () => keys(),
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        return { stream: object.Body as Readable, size: Number(object.ContentLength) };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async isEmpty() {
      for await (const _ of keys(1)) return false;
      return true;
    },
    async startRestore(_scratchDir, replace) {
      const written = new Set<string>();
      return {
        async write(key, size, body) {
          // The archive's entry is a streamx stream: the SDK is given a Node stream of the same bytes.
          const node = new PassThrough();
          body.on('error', (error) => node.destroy(error));
          body.pipe(node);
          await new Upload({ client, params: { Bucket: bucket, Key: prefix + key, Body: node, ContentLength: size } }).done();
          written.add(key);
        },
        async commit() {
          if (!replace) return;
          const stale: string[] = [];
          for await (const { key } of keys()) if (!written.has(key)) stale.push(key);
          await remove(stale);
        },
        async abort() {
          // Into an empty prefix, what was uploaded is all there is: it goes. Replacing, the old bodies are gone already.
          if (!replace) await remove([...written]);
        },
      };
    },
  };
}
