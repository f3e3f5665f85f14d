/**
 * Body encodings for `transfer_method` (docs/behaviour.md §11): when the project info names a method, non-GET request
 * bodies are sent as `application/json+{method}` and responses of that type are decoded. Shared by the
 * browser client and the reference server so both sides use the same rules.
 *
 * Supported methods:
 * - `base64`: the UTF-8 JSON text, base64-encoded. Keeps bodies opaque to naive intermediaries that
 *   rewrite or log JSON.
 *
 * @example
 * const wire = encodeBody('base64', { a: 'ў' }); // 'eyJhIjoi0Z4ifQ=='
 * decodeBody('base64', wire); // { a: 'ў' }
 */
export const TRANSFER_METHODS = ['base64'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export function isTransferMethod(value: unknown): value is TransferMethod {
  return typeof value === 'string' && (TRANSFER_METHODS as readonly string[]).includes(value);
}

export function transferContentType(method: TransferMethod): string {
  return `application/json+${method}`;
}

/** The method named by a content type such as `application/json+base64; charset=utf-8`, if we support it. */
export function transferMethodOf(contentType: string | null | undefined): TransferMethod | null {
  const match = /^application\/json\+([a-z0-9-]+)/i.exec(contentType ?? '');
  const method = match?.[1]?.toLowerCase();
  return isTransferMethod(method) ? method : null;
}

export function encodeBody(method: TransferMethod, value: unknown): string {
  const json = JSON.stringify(value ?? null);
  switch (method) {
    case 'base64':
      return bytesToBase64(new TextEncoder().encode(json));
  }
}

export function decodeBody(method: TransferMethod, text: string): unknown {
  switch (method) {
    case 'base64':
      return JSON.parse(new TextDecoder().decode(base64ToBytes(text.trim())));
  }
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
