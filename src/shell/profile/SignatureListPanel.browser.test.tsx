import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignatureListEntry } from '../../core/api/accountContract';
import { ApiError } from '../../core/api/ApiError';
import { byText } from '../../ui/testing/byText';
import { settle } from '../../ui/testing/mountInShadow';
import { inputLabelled, mountProfile, typeInto, type MountedProfile, type ProfileCall } from './testing/mountProfile';

/** A server keeping one user's list: add and remove change it, get reads it. */
function listServer(initial: SignatureListEntry[] = []) {
  let list = [...initial];
  return (call: ProfileCall) => {
    const body = call.body as { imzoSerial: string[] | string; type: boolean };
    if (call.path === 'whitelist/add') {
      const added = (body.imzoSerial as string[]).map((imzoSerial) => ({ imzoSerial, type: body.type }));
      list = [...list.filter((e) => !added.some((a) => a.imzoSerial === e.imzoSerial)), ...added];
    }
    if (call.path === 'whitelist/remove') list = list.filter((e) => e.imzoSerial !== body.imzoSerial);
    return { data: list };
  };
}

describe('the electronic-signature white/black list (docs/behaviour.md §3, §5, §11)', () => {
  let page: MountedProfile | undefined;
  afterEach(() => page?.mounted.unmount());

  const serials = () => inputLabelled(page!.shadow, 'Сертификат рақамлари (вергул билан)')!;
  const kind = () => inputLabelled<HTMLSelectElement>(page!.shadow, 'Рўйхат тури')!;
  const add = () => byText<HTMLButtonElement>(page!.shadow, 'button', 'Қўшиш')!;
  // The profile also lists the open sessions in a table of its own.
  const rows = () =>
    [...page!.shadow.querySelectorAll('.pl-signatures tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent),
    );

  async function open(answer = listServer()) {
    page = await mountProfile({ user: { id: 7 }, answer });
    [...page.shadow.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')]
      .find((b) => b.textContent?.includes('Электрон имзо'))!
      .click();
    await vi.waitFor(() => expect(page!.shadow.querySelector('.pl-signatures [role="status"]')).toBeNull());
  }

  it('loads the list for the user and shows the type in words', async () => {
    await open(
      listServer([
        { imzoSerial: '7770c2a4', type: true },
        { imzoSerial: '77a1b2c3', type: false },
      ]),
    );
    expect(page!.calls.filter((c) => c.path.startsWith('whitelist'))).toEqual([
      { path: 'whitelist/get', method: 'POST', base: 'api', query: undefined, body: { userId: 7 } },
    ]);
    expect(page!.shadow.querySelector('.pl-signatures table')).toBeTruthy();
    expect([...page!.shadow.querySelectorAll('.pl-signatures thead th')].map((th) => th.textContent)).toEqual([
      'Сертификат рақами',
      'Рўйхат тури',
    ]);
    expect(rows()).toEqual([
      ['7770c2a4', 'Оқ рўйхат'],
      ['77a1b2c3', 'Қора рўйхат'],
    ]);
  });

  it('says so when the list is empty', async () => {
    await open();
    expect(page!.shadow.querySelector('.pl-signatures table')).toBeNull();
    expect(byText(page!.shadow, 'p', 'Рўйхат бўш')).toBeTruthy();
  });

  it('keeps Add disabled while the input is empty or blank, and sends nothing', async () => {
    await open();
    expect(add().disabled).toBe(true);
    typeInto(serials(), ' , ');
    await settle();
    expect(add().disabled).toBe(true);
    // Enter in the input submits the form: still nothing is sent.
    serials().focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(page!.calls.filter((c) => c.path === 'whitelist/add')).toEqual([]);
  });

  it('adds the comma-separated serials to the chosen list, reloads it, clears the input and says so', async () => {
    await open();
    typeInto(serials(), ' 7770c2a4, ,77a1b2c3 ');
    kind().value = 'black';
    kind().dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(add().disabled).toBe(false);
    add().click();
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    const list = page!.calls.filter((c) => c.path.startsWith('whitelist')).map(({ path, body }) => ({ path, body }));
    expect(list).toEqual([
      { path: 'whitelist/get', body: { userId: 7 } },
      { path: 'whitelist/add', body: { userId: 7, imzoSerial: ['7770c2a4', '77a1b2c3'], type: false } },
      { path: 'whitelist/get', body: { userId: 7 } },
    ]);
    expect(rows()).toEqual([
      ['7770c2a4', 'Қора рўйхат'],
      ['77a1b2c3', 'Қора рўйхат'],
    ]);
    expect(serials().value).toBe('');
    expect(page!.toasts()).toEqual([{ variant: 'success', text: 'Маълумотлар сақланди' }]);
  });

  it('adds to the white list by default (type true)', async () => {
    await open();
    expect(kind().value).toBe('white');
    typeInto(serials(), '7770c2a4');
    await settle();
    add().click();
    await vi.waitFor(() => expect(rows()).toEqual([['7770c2a4', 'Оқ рўйхат']]));
    expect(page!.calls.find((c) => c.path === 'whitelist/add')!.body).toEqual({ userId: 7, imzoSerial: ['7770c2a4'], type: true });
  });

  it('removes an entry with its own named button, then reloads', async () => {
    await open(
      listServer([
        { imzoSerial: '7770c2a4', type: true },
        { imzoSerial: '77a1b2c3', type: false },
      ]),
    );
    const remove = page!.shadow.querySelector<HTMLButtonElement>('button[aria-label="Рўйхатдан олиб ташлаш: 77a1b2c3"]')!;
    expect(remove.textContent).toBe('Ўчириш');
    remove.click();
    await vi.waitFor(() => expect(rows()).toEqual([['7770c2a4', 'Оқ рўйхат']]));
    expect(page!.calls.find((c) => c.path === 'whitelist/remove')).toEqual({
      path: 'whitelist/remove',
      method: 'POST',
      base: 'api',
      query: undefined,
      body: { userId: 7, imzoSerial: '77a1b2c3' },
    });
    expect(page!.toasts()).toEqual([{ variant: 'success', text: 'Маълумотлар сақланди' }]);
  });

  it('shows the server’s message for a refused serial and keeps the input; a crash reads "Серверда хатолик"', async () => {
    const server = listServer();
    let failure: ApiError = new ApiError(400, { statusCode: 400, error: 'Bad serial', message: 'Сертификат рақами нотўғри' });
    await open((call) => {
      if (call.path === 'whitelist/add') throw failure;
      return server(call);
    });
    typeInto(serials(), 'x');
    await settle();
    add().click();
    await vi.waitFor(() => expect(page!.toasts()).toEqual([{ variant: 'danger', text: 'Сертификат рақами нотўғри' }]));
    expect(serials().value).toBe('x');
    failure = new ApiError(500, { message: 'internal' });
    await settle();
    add().click();
    await vi.waitFor(() => expect(page!.toasts().at(-1)).toEqual({ variant: 'danger', text: 'Серверда хатолик' }));
  });
});
