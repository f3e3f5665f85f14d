import { createRandom } from './createRandom';

/** The trees the server serves files from, each as a browser would address it. */
export const STATIC_PREFIXES = ['/platon/', '/examples/', '/demo/hosts/', '/demo/hosts/plain/', '/auth/user/', '/'] as const;

/** What a path must never bring back: the repository's manifest or the system's accounts. */
export const LEAKED = [/"name":\s*"platon"/, /root:x:0:0/];

/** Ways out of a tree, odd names and broken encodings that static file serving has got wrong somewhere. */
const SUFFIXES = [
  '',
  '/',
  '//',
  '.',
  '..',
  '../',
  '..%2f..%2fpackage.json',
  '..%2F..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%2e%2e/%2e%2e/package.json',
  '..%5c..%5cpackage.json',
  '..\\..\\package.json',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '....//....//package.json',
  '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2f%2fetc%2fpasswd',
  '..%00/package.json',
  '%00',
  'a%00.js',
  'index.html%00.js',
  '%',
  '%E0%A4%A',
  '%ff%fe',
  '.git/config',
  '.env',
  'node_modules/',
  'chunks/',
  '~',
  'index.html/',
  'a'.repeat(255),
  'a'.repeat(300),
  `${'a/'.repeat(200)}x.js`,
  `${'a'.repeat(5000)}.js`,
];

/**
 * Request paths for the static trees (issue 39: `GET /platon/` and an encoded `..` ended the process): every
 * prefix with every suffix, then `randomCount` seeded mixes of their pieces. Sent raw, as written (a fetch or
 * URL object would resolve the dot segments before the server saw them).
 *
 * @example
 * for (const path of staticFuzzPaths(16, 200)) await rawGet(server, path);
 */
export function staticFuzzPaths(seed: number, randomCount: number): string[] {
  const paths = STATIC_PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => prefix + suffix));
  const random = createRandom(seed);
  const pieces = SUFFIXES.filter((suffix) => suffix.length < 100);
  for (let index = 0; index < randomCount; index += 1) {
    const parts = Array.from({ length: 1 + random.int(3) }, () => random.pick(pieces));
    paths.push(random.pick(STATIC_PREFIXES) + parts.join(random.pick(['/', '', '%2f'])));
  }
  return paths;
}
