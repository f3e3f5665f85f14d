/** How the file preview shows a file (docs/behaviour.md §6). */
export type PreviewKind = 'image' | 'video' | 'pdf' | 'none';

const KINDS: Record<string, PreviewKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  svg: 'image',
  mp4: 'video',
  mov: 'video',
  wmv: 'video',
  webm: 'video',
  pdf: 'pdf',
};

/**
 * The preview for a file extension, with or without its dot, in any case; 'none' for everything else.
 *
 * @example
 * previewKind('.JPG'); // 'image'
 */
export function previewKind(extension: string | null | undefined): PreviewKind {
  return KINDS[(extension ?? '').trim().replace(/^\./, '').toLowerCase()] ?? 'none';
}
