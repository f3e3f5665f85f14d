// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../api/contract';
import { editModeKey, followEditMode, setEditMode } from './editMode';
import { createSessionStore } from './sessionStore';

const admin = (id: number) => ({ id, username: `admin${id}`, permissions: ['platon.admin'] }) as unknown as User;

describe('the administrators’ edit mode (issue 43)', () => {
  beforeEach(() => localStorage.clear());

  it('is off by default: no edit links until it is turned on', () => {
    const store = createSessionStore();
    store.setState({ user: admin(1) });
    followEditMode(store);
    expect(store.getState()).toMatchObject({ editMode: false, editLinks: false });
    setEditMode(store, true);
    expect(store.getState()).toMatchObject({ editMode: true, editLinks: true });
  });

  it('is remembered per user: a new page of the same user has it on, another user does not', () => {
    const first = createSessionStore();
    first.setState({ user: admin(1) });
    followEditMode(first);
    setEditMode(first, true);
    expect(localStorage.getItem(editModeKey(1))).toBe('true');

    const next = createSessionStore();
    next.setState({ user: admin(1) });
    followEditMode(next);
    expect(next.getState().editLinks).toBe(true);
    // Another user signs in on the same page: their own choice (none yet), not the previous one's.
    next.setState({ user: admin(2) });
    expect(next.getState()).toMatchObject({ editMode: false, editLinks: false });
    next.setState({ user: admin(1) });
    expect(next.getState().editLinks).toBe(true);
    setEditMode(next, false);
    expect(localStorage.getItem(editModeKey(1))).toBeNull();
  });

  it('shows no edit links while Ctrl+Shift+D shows the user’s view, and brings them back after', () => {
    const store = createSessionStore();
    store.setState({ user: admin(1) });
    followEditMode(store);
    setEditMode(store, true);
    store.setState({ forceUser: true });
    expect(store.getState()).toMatchObject({ editMode: true, editLinks: false });
    store.setState({ forceUser: false });
    expect(store.getState().editLinks).toBe(true);
  });
});
