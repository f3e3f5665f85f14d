import { DeleteObjectCommand, GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { FileStorage } from './createFileStorage';
import { storageKey } from './storageKey';
import { uploadMeter } from './uploadMeter';

export interface S3StorageConfig {
  bucket: string;
  /** Keys are `{prefix}ab/abcdef...` (default 'uploads/'). */
  prefix?: string;
  /** The AWS SDK client's settings: region, an S3-compatible endpoint, path-style addressing, credentials. */
  client: S3ClientConfig;
}

/**
 * File bodies in an S3-compatible object store (issue 14; for deployments with several server instances,
 * which then share the bodies as they share the database), with the official AWS SDK. Same contract as
 * the disk storage: a body streams through the upload meter into a (multipart, for large bodies) upload and
 * is aborted past its size limit; bodies and byte ranges stream back from GetObject.
 *
 * @example
 * const storage = createS3Storage({ bucket: 'platon', client: { region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true } });
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client(config.client);
  const prefix = config.prefix ?? 'uploads/';
  const { bucket } = config;

  return {
    async save(id, body, maxBytes) {
      const key = storageKey(id);
      const meter = uploadMeter(maxBytes);
      const upload = new Upload({ client, params: { Bucket: bucket, Key: prefix + key, Body: body.pipe(meter.transform) } });
      // A body failing (too large, the client gone) must fail the upload too, not leave it waiting for bytes.
      body.once('error', (error) => meter.transform.destroy(error));
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        await this.remove(key).catch(() => {});
        if (meter.tooLarge()) return { ok: false, tooLarge: true };
        throw error;
      }
      return { ok: true, key, ...meter.result() };
    },

    async open(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: prefix + key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        // With a range, the whole size is the part after the slash of Content-Range.
        const size = range ? Number(object.ContentRange?.split('/')[1]) : Number(object.ContentLength);
        return { stream: object.Body as Readable, size };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
  };
}
