import { fileTypeFromBuffer } from 'file-type';

/** What the first bytes of an upload and its whole body told us (see createFileStorage). */
export interface UploadedContent {
  /** The first bytes (enough for file-type's signatures, including the entries of an OOXML zip). */
  head: Uint8Array;
  /** Whether any byte of the body was NUL: text never holds one. */
  hasNul: boolean;
}

export type ContentVerdict = { ok: true; mime: string } | { ok: false; reason: 'mismatch' | 'not-image' };

/** Image elements: only raster formats a browser draws without running anything (no SVG: it may hold script). */
const IMAGE_TYPES: Record<string, { detected: string; mime: string }> = {
  jpg: { detected: 'jpg', mime: 'image/jpeg' },
  jpeg: { detected: 'jpg', mime: 'image/jpeg' },
  png: { detected: 'png', mime: 'image/png' },
  gif: { detected: 'gif', mime: 'image/gif' },
  webp: { detected: 'webp', mime: 'image/webp' },
};

/** The extensions an image element accepts; everything else is refused before its body is read. */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(IMAGE_TYPES));

const ZIP = ['zip'];
const CFB = ['cfb'];
/**
 * Extensions whose content file-type recognises, with what detection may answer for them. Office formats
 * are containers: a docx may be reported as a plain zip when its parts come in an unusual order, and the
 * old binary formats are all Compound File Binary.
 */
const BINARY_TYPES: Record<string, { detected: readonly string[]; mime: string }> = {
  ...Object.fromEntries(Object.entries(IMAGE_TYPES).map(([ext, type]) => [ext, { detected: [type.detected], mime: type.mime }])),
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  docx: { detected: ['docx', ...ZIP], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { detected: ['xlsx', ...ZIP], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { detected: ['pptx', ...ZIP], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  odt: { detected: ['odt', ...ZIP], mime: 'application/vnd.oasis.opendocument.text' },
  ods: { detected: ['ods', ...ZIP], mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { detected: ['odp', ...ZIP], mime: 'application/vnd.oasis.opendocument.presentation' },
  zip: { detected: ZIP, mime: 'application/zip' },
  doc: { detected: CFB, mime: 'application/msword' },
  xls: { detected: CFB, mime: 'application/vnd.ms-excel' },
  ppt: { detected: CFB, mime: 'application/vnd.ms-powerpoint' },
  rar: { detected: ['rar'], mime: 'application/vnd.rar' },
  '7z': { detected: ['7z'], mime: 'application/x-7z-compressed' },
  gz: { detected: ['gz'], mime: 'application/gzip' },
  tif: { detected: ['tif'], mime: 'image/tiff' },
  tiff: { detected: ['tif'], mime: 'image/tiff' },
  bmp: { detected: ['bmp'], mime: 'image/bmp' },
  // An ISO media file reports the brand in its ftyp box, which varies by the recording device.
  mp4: { detected: ['mp4', 'm4v', 'm4a', 'mov', '3gp', '3g2', 'f4v'], mime: 'video/mp4' },
};

/** Text formats: no signature to check, but a NUL byte or a recognised binary type gives an impostor away. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  md: 'text/markdown',
  xml: 'application/xml',
  log: 'text/plain',
};
/** What file-type may report for a text file without it being binary. */
const TEXT_DETECTIONS = new Set(['xml']);
/** Containers many formats are built on: an unknown extension holding one is not evidence of disguise. */
const CONTAINERS = new Set([...ZIP, ...CFB]);

/**
 * docs/architecture.md "upload type checked on the server": whether a body's content agrees with its extension, and
 * the MIME type it will be served with (from detection, never from the client). A known binary type must
 * match the extension (an .exe renamed .pdf is refused); a text extension refuses NUL bytes and binary
 * signatures; an image element takes only JPEG, PNG, GIF and WebP. An extension we know nothing about
 * passes unless its content is recognised as something else (an executable named .dat is still refused),
 * and is served as application/octet-stream.
 *
 * @example
 * await checkFileContent('pdf', 'file', { head: pngBytes, hasNul: true }); // { ok: false, reason: 'mismatch' }
 * await checkFileContent('png', 'image', { head: pngBytes, hasNul: true }); // { ok: true, mime: 'image/png' }
 */
export async function checkFileContent(
  extension: string,
  elementType: 'file' | 'image',
  content: UploadedContent,
): Promise<ContentVerdict> {
  const detected = await fileTypeFromBuffer(content.head).catch(() => undefined);
  if (elementType === 'image') {
    const image = IMAGE_TYPES[extension];
    const detectedImage = detected && Object.values(IMAGE_TYPES).some((type) => type.detected === detected.ext);
    if (!image || !detectedImage) return { ok: false, reason: 'not-image' };
    return detected.ext === image.detected ? { ok: true, mime: image.mime } : { ok: false, reason: 'mismatch' };
  }

  const text = TEXT_TYPES[extension];
  if (text) {
    const binary = content.hasNul || (detected !== undefined && !TEXT_DETECTIONS.has(detected.ext));
    return binary ? { ok: false, reason: 'mismatch' } : { ok: true, mime: text };
  }

  const binary = BINARY_TYPES[extension];
  if (binary) {
    return detected && binary.detected.includes(detected.ext) ? { ok: true, mime: binary.mime } : { ok: false, reason: 'mismatch' };
  }

  if (!detected) return { ok: true, mime: 'application/octet-stream' };
  if (detected.ext === extension) return { ok: true, mime: detected.mime };
  return CONTAINERS.has(detected.ext) ? { ok: true, mime: 'application/octet-stream' } : { ok: false, reason: 'mismatch' };
}
