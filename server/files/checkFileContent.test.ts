import { describe, expect, it } from 'vitest';
import { checkFileContent } from './checkFileContent';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...Array(40).fill(0)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
const ZIP = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(60)]);

const content = (head: Buffer) => ({ head, hasNul: head.includes(0) });

describe('checkFileContent', () => {
  it('accepts a known binary type whose content agrees, served with its MIME type', async () => {
    expect(await checkFileContent('pdf', 'file', content(PDF))).toEqual({ ok: true, mime: 'application/pdf' });
    expect(await checkFileContent('jpeg', 'file', content(JPEG))).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(await checkFileContent('doc', 'file', content(CFB))).toEqual({ ok: true, mime: 'application/msword' });
    expect(await checkFileContent('xlsx', 'file', content(ZIP))).toEqual({
      ok: true,
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('refuses a known binary type whose content is something else, or nothing recognisable', async () => {
    expect(await checkFileContent('pdf', 'file', content(EXE))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkFileContent('pdf', 'file', content(PNG))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkFileContent('docx', 'file', content(CFB))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkFileContent('png', 'file', content(Buffer.from('not a png')))).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('takes text without NUL bytes or binary signatures for text extensions', async () => {
    expect(await checkFileContent('csv', 'file', content(Buffer.from('a;b\n1;2\n')))).toEqual({ ok: true, mime: 'text/csv' });
    expect(await checkFileContent('xml', 'file', content(Buffer.from('<?xml version="1.0"?><a/>')))).toEqual({
      ok: true,
      mime: 'application/xml',
    });
    expect(await checkFileContent('txt', 'file', { head: Buffer.from('ok'), hasNul: true })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkFileContent('json', 'file', content(GIF))).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('lets an unknown extension through unless its content is recognised as another type', async () => {
    expect(await checkFileContent('dwg2', 'file', content(Buffer.from([1, 2, 3])))).toEqual({ ok: true, mime: 'application/octet-stream' });
    expect(await checkFileContent('sig', 'file', content(ZIP))).toEqual({ ok: true, mime: 'application/octet-stream' });
    expect(await checkFileContent('dat', 'file', content(EXE))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkFileContent('exe', 'file', content(EXE))).toEqual({ ok: true, mime: 'application/x-msdownload' });
  });

  it('an image element takes JPEG, PNG, GIF and WebP only, and the extension must agree', async () => {
    expect(await checkFileContent('png', 'image', content(PNG))).toEqual({ ok: true, mime: 'image/png' });
    expect(await checkFileContent('gif', 'image', content(GIF))).toEqual({ ok: true, mime: 'image/gif' });
    expect(await checkFileContent('jpg', 'image', content(PNG))).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkFileContent('png', 'image', content(PDF))).toEqual({ ok: false, reason: 'not-image' });
    expect(await checkFileContent('svg', 'image', content(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toEqual({
      ok: false,
      reason: 'not-image',
    });
    expect(await checkFileContent('pdf', 'image', content(PDF))).toEqual({ ok: false, reason: 'not-image' });
  });
});
