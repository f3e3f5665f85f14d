import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../core/api/contract';
import { createRuntime, type PlatonRuntime } from '../../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../../ui/testing/mountInShadow';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { SIDEBAR_USER } from './testing/mountSidebar';

const organizations = [
  { tin: '201234567', pinfl: null, name: 'Фуқаролар мурожаатлари маркази', nameLa: 'Fuqarolar murojaatlari markazi' },
  { tin: '302345678', pinfl: null, name: 'Тошкент шаҳар ҳокимлиги', nameLa: 'Toshkent shahar hokimligi' },
];

describe('OrganizationSwitcher (docs/behaviour.md §1, §10)', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function mount(request: (path: string, options: unknown) => Promise<unknown>, locale = 'uz') {
    const runtime = createRuntime();
    runtime.api.request = vi.fn(request) as PlatonRuntime['api']['request'];
    const user: User = { ...SIDEBAR_USER, organizations };
    runtime.store.setState({ user, organizations, locale });
    const reload = vi.fn();
    mounted = await mountInShadow(<OrganizationSwitcher runtime={runtime} t={(key) => key} reload={reload} />);
    return { runtime, reload, select: mounted.shadow.querySelector('select')! };
  }

  function choose(select: HTMLSelectElement, value: string) {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('asks to choose when none is chosen; choosing switches on the server, then the session, then reloads', async () => {
    const { runtime, reload, select } = await mount(async () => ({ data: { ...SIDEBAR_USER, organizations, orgId: 201234567 } }));
    expect(select.value).toBe('');
    expect(select.options[0].textContent).toBe('Ташкилотни танланг');
    expect(select.options[0].disabled).toBe(true);
    choose(select, '201234567');
    await settle();
    expect(runtime.api.request).toHaveBeenCalledWith('change_user_org', { base: 'auth', query: { org_id: '201234567' } });
    expect(runtime.store.getState().user!.orgId).toBe(201234567);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure and shows the previous choice again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { runtime, reload, select } = await mount(async () => {
      throw new Error('403');
    });
    choose(select, '302345678');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(runtime.store.getState().user!.orgId).toBeNull();
    expect(select.value).toBe('');
    expect(select.disabled).toBe(false);
    warn.mockRestore();
  });

  it('names organisations in Latin script for Latin-script languages', async () => {
    const { select } = await mount(async () => ({}), 'la');
    expect([...select.options].slice(1).map((o) => o.textContent)).toEqual(['Fuqarolar murojaatlari markazi', 'Toshkent shahar hokimligi']);
  });
});
