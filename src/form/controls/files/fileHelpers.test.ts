import { describe, expect, it } from 'vitest';
import { acceptAttribute } from './acceptAttribute';
import { maxSizeBytes } from './maxSizeBytes';
import { fitWithin } from './fitWithin';
import { isCompressibleImage } from './isCompressibleImage';
import { pendingUploads, type PendingUpload } from './pendingUploads';
import { renamedExtension } from './renamedExtension';
import { roomForFiles } from './roomForFiles';
import { uploadErrorMessage } from './uploadErrorMessage';
import { ApiError } from '../../../core/api/ApiError';

describe('maxSizeBytes', () => {
  it('reads maxSize as KB, unlimited when unset', () => {
    expect(maxSizeBytes(2048)).toBe(2 * 1024 * 1024);
    expect(maxSizeBytes(null)).toBeNull();
    expect(maxSizeBytes(0)).toBeNull();
  });
});

describe('acceptAttribute', () => {
  it('builds the accept list from extensions', () => {
    expect(acceptAttribute('pdf,docx', 'file')).toBe('.pdf,.docx');
    expect(acceptAttribute(' PDF ; .Docx ', 'file')).toBe('.pdf,.docx');
  });
  it("takes '*' or nothing as any file (images for an image element)", () => {
    expect(acceptAttribute('*', 'file')).toBeUndefined();
    expect(acceptAttribute('pdf,*', 'file')).toBeUndefined();
    expect(acceptAttribute(null, 'file')).toBeUndefined();
    expect(acceptAttribute('', 'image')).toBe('image/*');
    expect(acceptAttribute('png,jpg', 'image')).toBe('.png,.jpg');
  });
});

describe('fitWithin', () => {
  it('scales down to fit 1200 x 1000, keeping proportions, never up', () => {
    expect(fitWithin(4000, 2000, 1200, 1000)).toEqual({ width: 1200, height: 600 });
    expect(fitWithin(2000, 4000, 1200, 1000)).toEqual({ width: 500, height: 1000 });
    expect(fitWithin(800, 600, 1200, 1000)).toEqual({ width: 800, height: 600 });
  });
});

describe('isCompressibleImage and renamedExtension', () => {
  it('knows raster images', () => {
    expect(isCompressibleImage(new Blob([], { type: 'image/png' }))).toBe(true);
    expect(isCompressibleImage(new Blob([], { type: 'image/svg+xml' }))).toBe(false);
    expect(isCompressibleImage(new Blob([], { type: 'application/pdf' }))).toBe(false);
  });
  it('renames to .jpg', () => {
    expect(renamedExtension('photo.PNG', 'jpg')).toBe('photo.jpg');
    expect(renamedExtension('a.b.png', 'jpg')).toBe('a.b.jpg');
    expect(renamedExtension('.env', 'jpg')).toBe('.env.jpg');
  });
});

describe('roomForFiles', () => {
  it('counts to maxCount, unlimited when unset', () => {
    expect(roomForFiles(3, 1)).toBe(2);
    expect(roomForFiles(3, 5)).toBe(0);
    expect(roomForFiles(null, 100)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('pendingUploads', () => {
  const blob = new Blob(['x']);
  it('adds as uploading, moves progress forward within 0..100, fails, retries and removes', () => {
    let list: PendingUpload[] = pendingUploads([], { type: 'add', upload: { key: 'a', name: 'a.pdf', blob } });
    expect(list).toEqual([{ key: 'a', name: 'a.pdf', blob, state: 'uploading', percent: 0, error: null, retryable: false }]);
    list = pendingUploads(list, { type: 'progress', key: 'a', percent: 42.4 });
    expect(list[0].percent).toBe(42);
    list = pendingUploads(list, { type: 'progress', key: 'a', percent: 10 });
    expect(list[0].percent).toBe(42);
    list = pendingUploads(list, { type: 'progress', key: 'a', percent: 300 });
    expect(list[0].percent).toBe(100);
    list = pendingUploads(list, { type: 'failed', key: 'a', error: 'Рад этилди', retryable: true });
    expect(list[0]).toMatchObject({ state: 'error', error: 'Рад этилди', retryable: true });
    list = pendingUploads(list, { type: 'progress', key: 'a', percent: 50 });
    expect(list[0].percent).toBe(100);
    list = pendingUploads(list, { type: 'retry', key: 'a' });
    expect(list[0]).toMatchObject({ state: 'uploading', percent: 0, error: null });
    expect(pendingUploads(list, { type: 'remove', key: 'a' })).toEqual([]);
  });
});

describe('uploadErrorMessage', () => {
  const t = (key: string) => `t:${key}`;
  it("shows the server's message, else a generic one", () => {
    expect(uploadErrorMessage(new ApiError(400, { message: 'Файл тури рухсат этилмаган' }), t)).toBe('Файл тури рухсат этилмаган');
    expect(uploadErrorMessage(new ApiError(500, null), t)).toBe('t:Серверда хатолик');
    expect(uploadErrorMessage(new Error('Сервер жавоб бермади'), t)).toBe('Сервер жавоб бермади');
    expect(uploadErrorMessage('boom', t)).toBe('t:Серверда хатолик');
  });
});
