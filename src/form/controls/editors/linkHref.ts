/**
 * The address a typed link becomes, or null when it may not be a link: web, mail and phone addresses and
 * in-site paths pass; a bare host gets https://; any other scheme (javascript:, data:) is refused.
 *
 * @example
 * linkHref('gov.uz'); // 'https://gov.uz'
 * linkHref('javascript:alert(1)'); // null
 */
export function linkHref(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return `https://${trimmed}`;
}
