import type { ProjectInfo } from '../api/contract';

export interface SupportContact {
  /** The phone as configured, shown as is; null when none. */
  phone: string | null;
  /** `tel:` and the digits (a leading `+` kept), for the link. */
  phoneHref: string | null;
  /** An http(s) address of the support chat; null when none or not a web address. */
  chat: string | null;
}

/**
 * The technical-support line (docs/behaviour.md §2) as the shell shows it: the configured phone as a `tel:` link and the
 * chat link. A chat address that is not http(s) (`javascript:`, `data:`) is dropped, whatever the server
 * sent; a phone without digits too. Null when neither is left.
 *
 * @example
 * supportContactOf({ supportPhone: '+998 71 200 00 00', supportChat: 'https://t.me/platon' });
 * // { phone: '+998 71 200 00 00', phoneHref: 'tel:+998712000000', chat: 'https://t.me/platon' }
 */
export function supportContactOf(info: Pick<ProjectInfo, 'supportPhone' | 'supportChat'> | null | undefined): SupportContact | null {
  const phone = typeof info?.supportPhone === 'string' ? info.supportPhone.trim() : '';
  const digits = phone.replace(/\D/g, '');
  const chat = safeChatUrl(info?.supportChat);
  if (!digits && !chat) return null;
  return {
    phone: digits ? phone : null,
    phoneHref: digits ? `tel:${phone.startsWith('+') ? '+' : ''}${digits}` : null,
    chat,
  };
}

/** The address when it is an absolute http(s) URL, else null. Shared with the server, which refuses others. */
export function safeChatUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}
