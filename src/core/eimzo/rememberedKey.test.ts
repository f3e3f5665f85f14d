import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBER_KEY_MS, rememberedKey } from './rememberedKey';

const store = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
} as Storage;

describe('rememberedKey (login_eimzo_key, docs/behaviour.md §2, §12)', () => {
  afterEach(() => localStorage.removeItem('login_eimzo_key'));

  it('keeps the chosen key for 6 hours, then forgets it', () => {
    rememberedKey.set('file:director.p12', 1_000);
    expect(JSON.parse(localStorage.getItem('login_eimzo_key')!)).toEqual({ id: 'file:director.p12', at: 1_000 });
    expect(rememberedKey.get(1_000 + REMEMBER_KEY_MS)).toBe('file:director.p12');
    expect(rememberedKey.get(1_001 + REMEMBER_KEY_MS)).toBeNull();
    expect(localStorage.getItem('login_eimzo_key')).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('login_eimzo_key', '"just a string"');
    expect(rememberedKey.get()).toBeNull();
    localStorage.setItem('login_eimzo_key', '{broken');
    expect(rememberedKey.get()).toBeNull();
  });
});
