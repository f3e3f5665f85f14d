import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormElementMeta, FormOption } from '../../core/api/formMeta';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { settle } from '../../ui/testing/mountInShadow';
import type { FormApi } from '../data/FormApi';
import { clickCenter } from './testing/clickCenter';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { testFormApi } from './testing/testFormApi';

interface PageCall {
  search: string;
  recordId: string | number | null;
  page: number;
}

const ORGANIZATIONS: FormOption[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Ташкилот ${i + 1}` }));

/**
 * A server of options: pages of `size` over `all` filtered by the search text, or what `answer` says for a
 * page; every call is logged.
 */
function pagedApi(options: { size?: number; answer?: (call: PageCall) => FormOption[] | Promise<FormOption[]> } = {}) {
  const calls: PageCall[] = [];
  const size = options.size ?? 20;
  const api: FormApi = testFormApi({
    optionsPage: async (_form, _element, query) => {
      calls.push({ ...query });
      if (options.answer) return options.answer(query);
      const found = ORGANIZATIONS.filter((option) => option.name.includes(query.search));
      return found.slice((query.page - 1) * size, query.page * size);
    },
  });
  return { api, calls };
}

const trigger = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLButtonElement>('.pl-choice__trigger')!;
const shownText = (mounted: MountedForm) => trigger(mounted).querySelector('span')!.textContent;
const optionTexts = (mounted: MountedForm) => [...mounted.shadow.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const list = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLElement>('.pl-listbox__list')!;

async function scrollToEnd(mounted: MountedForm) {
  const element = list(mounted);
  element.scrollTop = element.scrollHeight;
  await settle(50);
}

const contract = pagedApi();
runControlContract({
  element: { id: 9, type: 'scroll_select', dataField: 'organization', label: 'Ташкилот' },
  sample: 5,
  shownSample: 'Ташкилот 5',
  shown: (mounted) => shownText(mounted),
  enter: async (mounted) => {
    await clickCenter(trigger(mounted));
    await vi.waitFor(() => expect(byText(mounted.shadow, '[role="option"]', 'Ташкилот 3')).toBeTruthy());
    await clickCenter(byText(mounted.shadow, '[role="option"]', 'Ташкилот 3')!);
  },
  entered: 3,
  options: { api: contract.api },
});

describe('scroll select control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const element = (extra: Partial<FormElementMeta> = {}): FormElementMeta => ({
    id: 9,
    type: 'scroll_select',
    dataField: 'organization',
    label: 'Ташкилот',
    ...extra,
  });

  it('loads page 1 on opening and appends pages 2, 3 as the list is scrolled to its end, until a page comes back empty', async () => {
    const server = pagedApi();
    mounted = await mountForm([element()], { api: server.api });
    expect(server.calls).toEqual([]);
    await clickCenter(trigger(mounted));
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(20));
    expect(server.calls).toEqual([{ search: '', recordId: null, page: 1 }]);

    await scrollToEnd(mounted);
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(40));
    expect(optionTexts(mounted).slice(19, 21)).toEqual(['Ташкилот 20', 'Ташкилот 21']);
    await scrollToEnd(mounted);
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(45));
    // Page 3 had 5: there may be more, so page 4 is asked for; it is empty, and then nothing more is.
    await scrollToEnd(mounted);
    await vi.waitFor(() => expect(server.calls.map((call) => call.page)).toEqual([1, 2, 3, 4]));
    await scrollToEnd(mounted);
    await settle(100);
    expect(server.calls.map((call) => call.page)).toEqual([1, 2, 3, 4]);
    expect(optionTexts(mounted)).toHaveLength(45);
  });

  it('stops asking once a page is longer than the limit', async () => {
    const server = pagedApi({
      answer: (call) => (call.page === 1 ? ORGANIZATIONS.slice(0, 10) : ORGANIZATIONS.slice(10, 22)),
    });
    mounted = await mountForm([element({ limit: 10 })], { api: server.api });
    await clickCenter(trigger(mounted));
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(10));
    await scrollToEnd(mounted);
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(22));
    await scrollToEnd(mounted);
    await settle(100);
    expect(server.calls.map((call) => call.page)).toEqual([1, 2]);
  });

  it('searches on the server 1200 ms after the last key, replacing the options with page 1', async () => {
    const server = pagedApi();
    mounted = await mountForm([element()], { api: server.api });
    await clickCenter(trigger(mounted));
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(20));
    await vi.waitFor(() => expectFocusOn(mounted!.shadow.querySelector('.pl-listbox__search')));
    await sendKeys({ type: '4' });
    await settle(400);
    await sendKeys({ type: '1' });
    await settle(900);
    // 1300 ms after the first key but only 900 ms after the last: nothing asked yet.
    expect(server.calls).toHaveLength(1);
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThanOrEqual(2), { timeout: 1500 });
    expect(server.calls[1]).toEqual({ search: '41', recordId: null, page: 1 });
    await vi.waitFor(() => expect(optionTexts(mounted!)).toEqual(['Ташкилот 41']));
    // One short page may have more after it: page 2 of the same search is asked, comes back empty, and that is all.
    await settle(100);
    expect(server.calls.slice(1)).toEqual([
      { search: '41', recordId: null, page: 1 },
      { search: '41', recordId: null, page: 2 },
    ]);
  });

  it("shows 'Вариантлар юклашда хатолик' at the end of the list when a page fails, and retries it", async () => {
    let failing = true;
    const server = pagedApi({
      answer: (call) => {
        if (call.page === 2 && failing) return Promise.reject(new Error('boom'));
        return ORGANIZATIONS.slice((call.page - 1) * 20, call.page * 20);
      },
    });
    mounted = await mountForm([element()], { api: server.api });
    await clickCenter(trigger(mounted));
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(20));
    await scrollToEnd(mounted);
    const failure = () => mounted!.shadow.querySelector('.pl-listbox__failed');
    await vi.waitFor(() => expect(failure()?.textContent).toContain('Вариантлар юклашда хатолик'));
    expect(optionTexts(mounted)).toHaveLength(20);
    failing = false;
    await clickCenter(byText(mounted.shadow, 'button', 'Қайта урунинг')!);
    await vi.waitFor(() => expect(optionTexts(mounted!)).toHaveLength(40));
    expect(Boolean(failure()), 'should be absent').toBe(false);
    expect(server.calls.map((call) => call.page)).toEqual([1, 2, 2]);
  });

  it("names a record's chosen option from page 1 asked with the record id", async () => {
    const server = pagedApi({
      answer: (call) => [{ id: 77, name: 'Танланган ташкилот' }, ...ORGANIZATIONS.slice(0, 19)].slice(0, call.page === 1 ? 20 : 0),
    });
    mounted = await mountForm([element()], { api: server.api, isEdit: true, values: { organization: 77 } });
    await vi.waitFor(() => expect(shownText(mounted!)).toBe('Танланган ташкилот'));
    expect(server.calls).toEqual([{ search: '', recordId: 1, page: 1 }]);
  });

  it('ignores a stale answer that arrives after a newer one', async () => {
    const pending: Array<(options: FormOption[]) => void> = [];
    const server = pagedApi({ answer: () => new Promise((resolve) => pending.push(resolve)) });
    mounted = await mountForm([element()], { api: server.api });
    await clickCenter(trigger(mounted));
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await vi.waitFor(() => expectFocusOn(mounted!.shadow.querySelector('.pl-listbox__search')));
    await sendKeys({ type: 'x' });
    await vi.waitFor(() => expect(pending).toHaveLength(2), { timeout: 2000 });
    pending[1]([{ id: 2, name: 'Янги' }]);
    await vi.waitFor(() => expect(optionTexts(mounted!)).toEqual(['Янги']));
    pending[0]([{ id: 1, name: 'Эски' }]);
    await settle(50);
    expect(optionTexts(mounted)).toEqual(['Янги']);
  });
});
