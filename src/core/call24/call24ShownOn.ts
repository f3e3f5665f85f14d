import type { Call24Settings } from '../api/call24Contract';

export interface Call24Viewer {
  signedIn: boolean;
  /** An administrator not in force-user mode (isAdmin with forceUser): docs/behaviour.md §2 lets them skip the page rules. */
  admin: boolean;
}

/**
 * Whether the call-back widget shows on `path` (no query): the line is enabled, the user is signed in (the
 * request is theirs), and the page rules allow the path: it matches one of `pages` (or there are none) and
 * none of `excludePages`. Administrators skip the page rules (docs/behaviour.md §2), but not force-user mode, which
 * hides admin features.
 *
 * @example
 * call24ShownOn({ enabled: true, pages: ['/tables/*'] }, '/tables/appeals', { signedIn: true, admin: false }); // true
 * call24ShownOn({ enabled: true, pages: ['/tables/*'] }, '/async', { signedIn: true, admin: false }); // false
 * call24ShownOn({ enabled: true, pages: ['/tables/*'] }, '/async', { signedIn: true, admin: true }); // true
 */
export function call24ShownOn(settings: Call24Settings, path: string, viewer: Call24Viewer): boolean {
  if (!settings.enabled || !viewer.signedIn) return false;
  if (viewer.admin) return true;
  const clean = path.split(/[?#]/)[0] || '/';
  if (settings.excludePages?.some((pattern) => pathMatches(pattern, clean))) return false;
  return !settings.pages?.length || settings.pages.some((pattern) => pathMatches(pattern, clean));
}

/**
 * A page rule's pattern against a path: `*` is any text within one segment, `**` any text at all (a
 * trailing `/**` takes the path itself too); a trailing slash on either side does not matter.
 *
 * @example
 * pathMatches('/forms/**', '/forms/appeal/12'); // true
 * pathMatches('/tables/*', '/tables/a/b'); // false
 */
export function pathMatches(pattern: string, path: string): boolean {
  const trim = (text: string) => (text.length > 1 ? text.replace(/\/+$/, '') : text);
  let source = '';
  const body = trim(pattern);
  for (let i = 0; i < body.length; i++) {
    if (body.startsWith('/**', i) && i + 3 === body.length) {
      source += '(?:/.*)?';
      break;
    }
    if (body.startsWith('**', i)) {
      source += '.*';
      i++;
    } else if (body[i] === '*') source += '[^/]*';
    else source += body[i]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`).test(trim(path));
}
