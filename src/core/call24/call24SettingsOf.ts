import type { Call24Settings } from '../api/call24Contract';

const TEXT_MAX = 500;
const LIST_MAX = 50;

/**
 * Project info's `call24` as the widget and the server use it: what is not of its type is left out, so an
 * administrator's typo in the stored JSON switches a part off instead of breaking the shell. Texts are
 * trimmed and bounded; patterns must start with `/`.
 *
 * @example
 * call24SettingsOf({ enabled: true, pages: ['/tables/*', 'oops'], topics: 'x' });
 * // { enabled: true, pages: ['/tables/*'] }
 */
export function call24SettingsOf(raw: unknown): Call24Settings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const settings: Call24Settings = {};
  if (typeof source.enabled === 'boolean') settings.enabled = source.enabled;
  for (const key of ['title', 'intro', 'hours'] as const) {
    const value = text(source[key]);
    if (value) settings[key] = value;
  }
  const topics = list(source.topics, (item) => item !== '');
  if (topics) settings.topics = topics;
  const pages = list(source.pages, (item) => item.startsWith('/'));
  if (pages) settings.pages = pages;
  const excludePages = list(source.excludePages, (item) => item.startsWith('/'));
  if (excludePages) settings.excludePages = excludePages;
  return settings;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, TEXT_MAX) : '';
}

function list(value: unknown, keep: (item: string) => boolean): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(text).filter(keep).slice(0, LIST_MAX);
}
