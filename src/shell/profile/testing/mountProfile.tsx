import type { User } from '../../../core/api/contract';
import type { RequestOptions } from '../../../core/api/apiClient';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';
import { mountInShadow, type Mounted } from '../../../ui/testing/mountInShadow';
import { ShellContext } from '../../routing/ShellContext';
import { createShellTestServices, type ShellTestServices } from '../../testing/shellTestServices';
import { ProfilePage } from '../ProfilePage';

/** One API call the page made, however it was made (`request` with a base, or `post`). */
export interface ProfileCall {
  path: string;
  method: string;
  base: 'api' | 'auth';
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Answers a call (a thrown error is the call failing); `undefined` answers `{ data: [] }`. */
export type ProfileAnswer = (call: ProfileCall) => unknown;

export interface MountedProfile {
  mounted: Mounted;
  shadow: ShadowRoot;
  runtime: PlatonRuntime;
  services: ShellTestServices['services'];
  /** Every call so far, in order. */
  calls: ProfileCall[];
  /** The toasts shown so far, as variant and (untranslated) text. */
  toasts(): { variant: string; text: string }[];
}

/**
 * Browser tests: the profile page as `<platon-app>` renders it on `/system/profile` — in a shadow root, inside
 * ShellContext with a signed-in user, and no network: each API call is recorded and answered by `answer`.
 */
export async function mountProfile(
  options: { user?: Partial<User>; section?: string; answer?: ProfileAnswer } = {},
): Promise<MountedProfile> {
  const { runtime, services } = createShellTestServices({ user: options.user, path: '/system/profile' });
  const calls: ProfileCall[] = [];
  const answer = async (call: ProfileCall) => {
    calls.push(call);
    return (await options.answer?.(call)) ?? { data: [] };
  };
  runtime.api.request = ((path: string, request: RequestOptions = {}) =>
    answer({
      path,
      method: request.method ?? 'GET',
      base: request.base ?? 'api',
      query: request.query,
      body: request.body,
    })) as PlatonRuntime['api']['request'];
  runtime.api.post = ((path: string, body?: unknown, query?: Record<string, unknown>) =>
    answer({ path, method: 'POST', base: 'api', query, body: body ?? {} })) as PlatonRuntime['api']['post'];
  const mounted = await mountInShadow(
    <ShellContext.Provider value={services}>
      <ProfilePage section={options.section} />
    </ShellContext.Provider>,
  );
  return {
    mounted,
    shadow: mounted.shadow,
    runtime,
    services,
    calls,
    toasts: () => runtime.toasts.getState().toasts.map(({ variant, text }) => ({ variant, text })),
  };
}

/** Type into a React-controlled input as a user would (the native setter, then an input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The input a `<label>` with exactly this text names (through `for`), as a screen reader finds it. */
export function inputLabelled<E extends HTMLElement = HTMLInputElement>(root: ShadowRoot, text: string): E | null {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  return label?.htmlFor ? (root.getElementById(label.htmlFor) as E | null) : null;
}
