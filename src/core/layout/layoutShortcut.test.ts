import { describe, expect, it } from 'vitest';
import { isTextEntry } from './isTextEntry';
import { layoutShortcut, type ShortcutKeys } from './layoutShortcut';

const press = (key: string, modifiers: Partial<ShortcutKeys> = {}): ShortcutKeys => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});

describe('layoutShortcut', () => {
  it('maps Shift+arrows to the regions (docs/behaviour.md §1)', () => {
    expect(layoutShortcut(press('ArrowLeft', { shiftKey: true }), false)).toBe('focus-sidebar');
    expect(layoutShortcut(press('ArrowRight', { shiftKey: true }), false)).toBe('focus-body');
    expect(layoutShortcut(press('ArrowDown', { shiftKey: true }), false)).toBe('focus-body');
    expect(layoutShortcut(press('ArrowUp', { shiftKey: true }), false)).toBe('focus-topbar');
  });

  it('leaves Shift+arrows to a text field, where they select text', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowDown', 'ArrowUp']) {
      expect(layoutShortcut(press(key, { shiftKey: true }), true)).toBeNull();
    }
  });

  it('ignores arrows without Shift or with other modifiers', () => {
    expect(layoutShortcut(press('ArrowLeft'), false)).toBeNull();
    expect(layoutShortcut(press('ArrowLeft', { shiftKey: true, altKey: true }), false)).toBeNull();
    expect(layoutShortcut(press('ArrowLeft', { shiftKey: true, ctrlKey: true }), false)).toBeNull();
    expect(layoutShortcut(press('ArrowLeft', { shiftKey: true, metaKey: true }), false)).toBeNull();
    expect(layoutShortcut(press('A', { shiftKey: true }), false)).toBeNull();
  });

  it('toggles force-user mode on Ctrl+Shift+D, in a text field too and on any keyboard layout', () => {
    expect(layoutShortcut(press('D', { shiftKey: true, ctrlKey: true, code: 'KeyD' }), false)).toBe('toggle-force-user');
    expect(layoutShortcut(press('d', { shiftKey: true, ctrlKey: true }), true)).toBe('toggle-force-user');
    expect(layoutShortcut(press('В', { shiftKey: true, ctrlKey: true, code: 'KeyD' }), false)).toBe('toggle-force-user');
    expect(layoutShortcut(press('D', { ctrlKey: true, code: 'KeyD' }), false)).toBeNull();
    expect(layoutShortcut(press('D', { shiftKey: true, code: 'KeyD' }), false)).toBeNull();
  });
});

describe('isTextEntry', () => {
  it('counts text inputs, text areas, selects and editable content', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntry({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: null })).toBe(true);
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'SELECT' })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', role: 'combobox' })).toBe(true);
  });

  it('does not count buttons, links, check boxes or nothing', () => {
    expect(isTextEntry({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntry({ tagName: 'A' })).toBe(false);
    expect(isTextEntry({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntry({ tagName: 'INPUT', type: 'Submit' })).toBe(false);
    expect(isTextEntry({ tagName: 'DIV', role: 'menuitem' })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
