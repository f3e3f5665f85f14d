import { describe, expect, it } from 'vitest';
import { safeChatUrl, supportContactOf } from './supportContact';

describe('supportContactOf', () => {
  it('links the phone as tel: with its digits and keeps the configured text', () => {
    expect(supportContactOf({ supportPhone: '+998 71 200-00-00', supportChat: 'https://t.me/platon' })).toEqual({
      phone: '+998 71 200-00-00',
      phoneHref: 'tel:+998712000000',
      chat: 'https://t.me/platon',
    });
    expect(supportContactOf({ supportPhone: '(71) 200 00 00', supportChat: null })?.phoneHref).toBe('tel:712000000');
  });
  it('drops a chat address that is not http(s), and is null with nothing left', () => {
    expect(supportContactOf({ supportPhone: null, supportChat: 'javascript:alert(1)' })).toBeNull();
    expect(supportContactOf({ supportPhone: '', supportChat: 'https://chat.example.com' })).toEqual({
      phone: null,
      phoneHref: null,
      chat: 'https://chat.example.com',
    });
    expect(supportContactOf(null)).toBeNull();
  });
  it('accepts only absolute web addresses as chat links', () => {
    expect(safeChatUrl('http://x.example/a')).toBe('http://x.example/a');
    for (const bad of ['data:text/html,x', '//evil.example', 'https://', 'ftp://x', 42, null]) expect(safeChatUrl(bad)).toBeNull();
  });
});
