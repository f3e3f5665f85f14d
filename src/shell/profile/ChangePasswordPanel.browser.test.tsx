import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { byText } from '../../ui/testing/byText';
import { settle } from '../../ui/testing/mountInShadow';
import { inputLabelled, mountProfile, typeInto, type MountedProfile, type ProfileAnswer } from './testing/mountProfile';

describe('change password (docs/behaviour.md §3, §11)', () => {
  let page: MountedProfile | undefined;
  afterEach(() => page?.mounted.unmount());

  const oldInput = () => inputLabelled(page!.shadow, 'Жорий парол')!;
  const newInput = () => inputLabelled(page!.shadow, 'Янги парол')!;
  const alert = () => page!.shadow.querySelector('.pl-profile-form [role="alert"]');
  const passwordCalls = () => page!.calls.filter((c) => c.path === 'change_user_password');

  async function submit(answer: ProfileAnswer, oldPassword = 'user123', newPassword = 'x') {
    // Only the password call is answered so: the signature list beside it loads an empty list.
    page = await mountProfile({ answer: (call) => (call.path === 'change_user_password' ? answer(call) : undefined) });
    typeInto(oldInput(), oldPassword);
    typeInto(newInput(), newPassword);
    await settle();
    byText<HTMLButtonElement>(page.shadow, 'button', 'Сақлаш')!.click();
    await vi.waitFor(() => expect(page!.toasts().length).toBe(1));
    await settle();
  }

  it('sends old and new as they are (no length or match rules here), then says so and clears both inputs', async () => {
    await submit(() => ({ data: true }), 'user123', 'x');
    expect(passwordCalls()).toEqual([
      { path: 'change_user_password', method: 'POST', base: 'auth', query: undefined, body: { oldPassword: 'user123', newPassword: 'x' } },
    ]);
    expect(page!.toasts()).toEqual([{ variant: 'success', text: 'Маълумотлар сақланди' }]);
    expect(oldInput().value).toBe('');
    expect(newInput().value).toBe('');
    expect(alert()).toBeNull();
  });

  it('shows the server’s own message for a refusal, as a toast and under the form', async () => {
    await submit(() => {
      throw new ApiError(400, { statusCode: 400, error: 'Wrong password', message: 'Жорий парол нотўғри' });
    });
    expect(page!.toasts()).toEqual([{ variant: 'danger', text: 'Жорий парол нотўғри' }]);
    expect(alert()!.textContent).toBe('Жорий парол нотўғри');
    // What was typed stays, to be corrected.
    expect(oldInput().value).toBe('user123');
  });

  for (const [what, failure] of [
    ['a 500', new ApiError(500, { statusCode: 500, message: 'relation "users" does not exist' })],
    ['no answer at all', new ApiError(0, null)],
    ['a 400 without a message', new ApiError(400, {})],
  ] as const) {
    it(`says 'Серверда хатолик' for ${what}, never the server’s internals`, async () => {
      await submit(() => {
        throw failure;
      });
      expect(page!.toasts()).toEqual([{ variant: 'danger', text: 'Серверда хатолик' }]);
      expect(alert()!.textContent).toBe('Серверда хатолик');
    });
  }

  it('clears the message on the next success', async () => {
    let refuse = true;
    await submit(() => {
      if (refuse) throw new ApiError(429, { message: 'Кўп уриниш' });
      return { data: true };
    });
    expect(alert()!.textContent).toBe('Кўп уриниш');
    refuse = false;
    typeInto(oldInput(), 'user123');
    typeInto(newInput(), 'Tashkent-2026');
    await settle();
    byText<HTMLButtonElement>(page!.shadow, 'button', 'Сақлаш')!.click();
    await vi.waitFor(() => expect(alert()).toBeNull());
    expect(page!.toasts().at(-1)).toEqual({ variant: 'success', text: 'Маълумотлар сақланди' });
  });

  it('shows and hides each password with a toggle named for what it does', async () => {
    page = await mountProfile();
    const show = page.shadow.querySelector<HTMLButtonElement>('button[aria-label="Паролни кўрсатиш"]')!;
    expect(show.getAttribute('aria-pressed')).toBe('false');
    show.click();
    await settle();
    expect(oldInput().type).toBe('text');
    expect(newInput().type).toBe('password');
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(show.getAttribute('aria-label')).toBe('Паролни яшириш');
    show.click();
    await settle();
    expect(oldInput().type).toBe('password');
  });
});
