/** The oldest Node.js release the server runs on; package.json's `engines` says the same (nodeSupport.test.ts). */
export const NODE_FLOOR = { major: 22, minor: 13 } as const;

/**
 * The one line a start on an older Node.js prints before it stops, or null when `version` (as in
 * `process.versions.node`) is supported. Node 20 has had no fixes since April 2026, and what the server uses
 * (its dependencies among them) needs 22.13 or newer.
 *
 * @example
 * unsupportedNode('20.20.2'); // 'Platon needs Node.js 22.13 or newer (24 recommended); this is Node.js 20.20.2.'
 */
export function unsupportedNode(version: string): string | null {
  const [major, minor] = version.split('.').map(Number);
  const supported = major > NODE_FLOOR.major || (major === NODE_FLOOR.major && minor >= NODE_FLOOR.minor);
  return supported
    ? null
    : `Platon needs Node.js ${NODE_FLOOR.major}.${NODE_FLOOR.minor} or newer (24 recommended); this is Node.js ${version}.`;
}
