/**
 * The body of one HTTP call as bytes, at most `maxBytes` of it and within `timeoutMs`, or an Error saying why
 * not: revocation lists and OCSP answers come from the CAs' servers, which may be slow, down or wrong.
 *
 * @example
 * const der = await fetchBytes('http://ca.example.uz/ca.crl', { timeoutMs: 10_000, maxBytes: 32 << 20 });
 */
export async function fetchBytes(url: string, options: { timeoutMs: number; maxBytes: number; init?: RequestInit }): Promise<ArrayBuffer> {
  const response = await fetch(url, { ...options.init, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs) });
  if (!response.ok || !response.body) throw new Error(`${url} answered HTTP ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`${url} answered more than ${options.maxBytes} bytes`);
    }
    chunks.push(part.value);
  }
  const bytes = Buffer.concat(chunks);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
