import { describe, expect, it } from 'vitest';
import { previewKind } from './previewKind';

describe('previewKind', () => {
  it('maps the extensions of docs/behaviour.md §6 to image, video and pdf, in any case and with or without the dot', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'svg', 'PNG', '.Jpg']) expect(previewKind(ext), ext).toBe('image');
    for (const ext of ['mp4', 'mov', 'wmv', 'webm', 'MP4']) expect(previewKind(ext), ext).toBe('video');
    expect(previewKind('pdf')).toBe('pdf');
    expect(previewKind('.PDF')).toBe('pdf');
  });

  it('has no preview for anything else', () => {
    for (const ext of ['docx', 'xlsx', 'txt', 'webp', 'avi', '', null, undefined]) expect(previewKind(ext), String(ext)).toBe('none');
  });
});
