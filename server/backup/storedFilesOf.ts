import path from 'node:path';
import type { ServerConfig } from '../config';
import { diskStoredFiles } from './diskStoredFiles';
import { s3StoredFiles } from './s3StoredFiles';
import type { StoredFiles } from './StoredFiles';

/** The stored files where the server keeps them (server/main.ts): the S3 bucket when configured, else the data folder. */
export function storedFilesOf(config: ServerConfig): StoredFiles {
  return config.s3 ? s3StoredFiles(config.s3) : diskStoredFiles(path.join(config.dataDir, 'uploads'));
}
