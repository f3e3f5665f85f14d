/** OpenStreetMap's tiles: the map controls' default when the project names no tile server (mapDefaults.ts). */
const MAP_TILES = 'https://*.tile.openstreetmap.org';
/** The E-IMZO desktop service's local WebSocket API, secure and plain (src/core/eimzo/createEimzoServiceSigner.ts). */
const EIMZO_SERVICE = ['wss://127.0.0.1:64443', 'ws://127.0.0.1:64646'];

export interface ContentSecurityPolicyOptions {
  /** Who may frame the page (CSP frame-ancestors sources); default `'self'`. See parseFrameAncestors. */
  frameAncestors?: readonly string[];
  /** Extra sources per directive, for a page that loads more (a host app's own CDN, another tile server). */
  scriptSrc?: readonly string[];
  styleSrc?: readonly string[];
  imgSrc?: readonly string[];
  fontSrc?: readonly string[];
  connectSrc?: readonly string[];
  formAction?: readonly string[];
}

/**
 * The strict policy of the server's own HTML pages: scripts and styles only as files of this origin (no
 * 'unsafe-inline', no 'unsafe-eval': the runtime needs neither, docs/architecture.md "Expressions"), images also as
 * data:/blob: URLs (Leaflet's icons, previews of a chosen file) and map tiles, fonts of this origin (the icon
 * fonts under /platon/), calls to this origin and to the E-IMZO service on the user's own machine, no plugins,
 * and framing by `frameAncestors` only.
 * Demo host apps reuse it with their own additions.
 *
 * @example
 * reply.header('content-security-policy', contentSecurityPolicy({ frameAncestors: ["'self'", 'https://portal.example.uz'] }));
 * // default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https://*.tile.openstreetmap.org; ...
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.scriptSrc ?? [])]],
    ['style-src', ["'self'", ...(options.styleSrc ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', MAP_TILES, ...(options.imgSrc ?? [])]],
    // The icon fonts are files under /platon/ (src/ui/icons/fontAwesomeSet.ts).
    ['font-src', ["'self'", ...(options.fontSrc ?? [])]],
    ['connect-src', ["'self'", ...EIMZO_SERVICE, ...(options.connectSrc ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(options.formAction ?? [])]],
    ['frame-ancestors', options.frameAncestors?.length ? options.frameAncestors : ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
