import { describe, expect, it } from 'vitest';
import { extensionAllowed } from './extensionAllowed';
import { fileExtension } from './fileExtension';
import { uploadFileName } from './uploadFileName';

describe('uploadFileName', () => {
  it('keeps the last path segment only, whatever the separator', () => {
    expect(uploadFileName('../../etc/passwd')).toBe('passwd');
    expect(uploadFileName('C:\\Users\\me\\ариза.pdf')).toBe('ариза.pdf');
    expect(uploadFileName('/abs/path/x.txt')).toBe('x.txt');
  });

  it('drops control characters and never yields an empty, "." or ".." name', () => {
    expect(uploadFileName('a\r\nb\u0000.pdf')).toBe('ab.pdf');
    expect(uploadFileName('')).toBe('file');
    expect(uploadFileName(undefined)).toBe('file');
    expect(uploadFileName('..')).toBe('file');
    expect(uploadFileName('dir/.')).toBe('file');
  });

  it('caps long names at 255 characters, keeping the extension', () => {
    const name = uploadFileName(`${'я'.repeat(400)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('я.docx')).toBe(true);
  });
});

describe('fileExtension', () => {
  it('is the lower-case text after the last dot', () => {
    expect(fileExtension('Ариза.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
  });

  it('is empty for no extension, a dot file, a trailing dot or odd characters', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('name.')).toBe('');
    expect(fileExtension('a.p df')).toBe('');
  });
});

describe('extensionAllowed', () => {
  it('accepts any extension when the list is unset, empty or has *', () => {
    expect(extensionAllowed('exe', null)).toBe(true);
    expect(extensionAllowed('exe', '')).toBe(true);
    expect(extensionAllowed('exe', 'pdf, *')).toBe(true);
  });

  it('compares case-insensitively, with or without dots and spaces', () => {
    expect(extensionAllowed('pdf', ' .PDF , docx')).toBe(true);
    expect(extensionAllowed('docx', 'pdf,DOCX')).toBe(true);
    expect(extensionAllowed('exe', 'pdf,docx')).toBe(false);
    expect(extensionAllowed('', 'pdf')).toBe(false);
  });
});
