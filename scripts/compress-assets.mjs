// `npm run build`'s last step: writes NAME.br (brotli, best quality) and NAME.gz (gzip -9) beside every
// text file of dist/elements, so the server sends the runtime compressed without compressing it per request
// (server/staticRoutes.ts serves them by Accept-Encoding, @fastify/static's preCompressed). Not the source maps:
// only developers fetch them, and the server compresses those as it sends them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIR = fileURLToPath(new URL('../dist/elements/', import.meta.url));
const TEXT = /\.(?:js|css|json|ts)$/;

let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of await readdir(DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath ?? entry.path, entry.name);
  const body = await readFile(path);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  files++;
  raw += body.length;
  brotli += br.length;
}
if (process.env.PLATON_QUIET_BUILD !== '1')
  console.log(`compressed ${files} files of dist/elements: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`);
