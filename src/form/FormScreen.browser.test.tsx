import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api/ApiError';
import type { ProjectInfo, User } from '../core/api/contract';
import type { FormDefinition, FormRecord } from '../core/api/formContract';
import { createRuntime, type PlatonRuntime } from '../core/runtime/platonRuntime';
import { followEditMode, setEditMode } from '../core/session/editMode';
import { byText } from '../ui/testing/byText';
import { mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { appealForm, fakeFormApi, type FakeFormApi } from './controls/testing/formFixtures';
import { typeInto } from './controls/testing/typeInto';
import { FormElement, type FormElementProps } from './FormElement';

function runtimeFor(permissions: string[] | null, forceUser = false, editMode = true): PlatonRuntime {
  const runtime = createRuntime();
  runtime.store.setState({
    token: permissions ? 'tok' : null,
    authenticated: Boolean(permissions),
    user: permissions ? ({ id: 1, username: 'u', permissions } as unknown as User) : null,
    projectInfo: { product: 'platon' } as ProjectInfo,
    locale: 'uz',
    forceUser,
  });
  // The administrators' edit mode (the top bar's switch) is on unless a test says otherwise.
  followEditMode(runtime.store);
  setEditMode(runtime.store, editMode);
  return runtime;
}

const stored: FormRecord = { id: 7, values: { applicant: 'Алишер', amount: '1500', reason: null }, version: 3 };

describe('the form screen (docs/behaviour.md §5, docs/architecture.md writes)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  async function mount(
    options: { definition?: FormDefinition; api?: FakeFormApi; runtime?: PlatonRuntime; props?: Partial<FormElementProps> } = {},
  ) {
    const definition = options.definition ?? appealForm();
    const api = options.api ?? fakeFormApi(definition, [stored]);
    const runtime = options.runtime ?? runtimeFor(['appeals.edit']);
    const events: { name: string; detail: Record<string, unknown> }[] = [];
    for (const name of ['OnFormRead', 'OnFormInsert', 'OnFormUpdate', 'OnFormDelete', 'OnFormHardDelete'] as const) {
      runtime.events.on(name, (detail) => events.push({ name, detail }));
    }
    mounted = await mountInShadow(<FormElement runtime={runtime} name="appeals" isPublic={false} formApi={api} {...options.props} />);
    await settle(20);
    const shadow = mounted.shadow;
    const input = (field: string) => shadow.querySelector<HTMLInputElement>(`[data-field="${field}"] input`);
    const errorOf = (field: string) => shadow.querySelector(`[data-field="${field}"] [role="alert"]`)?.textContent ?? null;
    const button = (text: string) => byText<HTMLButtonElement>(shadow, 'button', text);
    const toasts = () => runtime.toasts.getState().toasts.map((toast) => `${toast.variant}: ${toast.text}`);
    return { shadow, api, runtime, events, input, errorOf, button, toasts };
  }

  it('inserts a new record, then updates it with the version the insert returned', async () => {
    const view = await mount();
    expect(view.shadow.querySelector('h2')!.textContent).toBe('Мурожаат');
    expect(view.button('Ўчириш')).toBeNull();
    await typeInto(view.input('applicant')!, 'Нодира');
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.toasts()).toEqual(['success: Маълумотлар сақланди']));
    expect(view.api.calls.filter((call) => call.kind === 'insert')).toEqual([
      { kind: 'insert', request: { values: { applicant: 'Нодира', amount: null, reason: null } } },
    ]);
    expect(view.events).toEqual([
      { name: 'OnFormInsert', detail: { name: 'appeals', recordId: 100, values: { applicant: 'Нодира', amount: null, reason: null } } },
    ]);
    // The saved record is the new baseline: it can be deleted now, and the next save updates it.
    await vi.waitFor(() => expect(view.button('Ўчириш')).not.toBeNull());
    await typeInto(view.input('amount')!, '250');
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.api.calls.at(-1)?.kind).toBe('update'));
    expect(view.api.calls.at(-1)).toEqual({
      kind: 'update',
      id: 100,
      request: { values: { applicant: 'Нодира', amount: '250', reason: null }, version: 1 },
    });
    expect(view.api.calls.filter((call) => call.kind === 'insert')).toHaveLength(1);
  });

  it("shows one 'Сақлаш' when the form configures its own submit button: the footer adds no second one", async () => {
    const definition = appealForm({}, [
      { id: 11, type: 'input', dataField: 'applicant', label: 'Ариза берувчи', width: 6 },
      { id: 20, type: 'fieldset', label: 'Амаллар', children: [{ id: 21, type: 'button', label: 'Сақлаш', action: 'submit' }] },
    ]);
    const view = await mount({ definition });
    const saves = [...view.shadow.querySelectorAll('button')].filter((button) => button.textContent?.trim() === 'Сақлаш');
    expect(saves).toHaveLength(1);
    await typeInto(view.input('applicant')!, 'Алишер');
    saves[0].click();
    await vi.waitFor(() => expect(view.api.calls.some((call) => call.kind === 'insert')).toBe(true));
  });

  it('refuses to send a form that breaks a rule and says why under the field', async () => {
    const view = await mount();
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.errorOf('applicant')).toBe('Майдонни тўлдириш керак'));
    expect(view.api.calls.map((call) => call.kind)).toEqual(['definition']);
    expect(view.input('applicant')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('loads an existing record, fires OnFormRead, and updates it with its version', async () => {
    const view = await mount({ props: { recordId: 7 } });
    expect(view.input('applicant')!.value).toBe('Алишер');
    expect(view.input('amount')!.value).toBe('1500');
    expect(view.events).toEqual([{ name: 'OnFormRead', detail: { name: 'appeals', recordId: 7, values: stored.values } }]);
    await typeInto(view.input('amount')!, '0');
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.toasts()).toEqual(['success: Маълумотлар сақланди']));
    expect(view.api.calls.at(-1)).toEqual({
      kind: 'update',
      id: 7,
      request: { values: { applicant: 'Алишер', amount: '15000', reason: null }, version: 3 },
    });
    expect(view.events.at(-1)).toEqual({
      name: 'OnFormUpdate',
      detail: { name: 'appeals', recordId: 7, values: { applicant: 'Алишер', amount: '15000', reason: null } },
    });
    // Saved twice in a row: the second carries the version the first returned.
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.api.calls.at(-1)?.request?.version).toBe(4));
  });

  it('puts the server’s 422 messages under their fields and clears one when its value changes', async () => {
    const view = await mount({ props: { recordId: 7 } });
    view.api.failNext = new ApiError(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: {
        applicant: { message: 'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак', params: [5] },
        amount: { message: 'Нотўғри қиймат' },
      },
    });
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.errorOf('applicant')).toBe('Майдонни узунлиги 5 та ёки ундан кам бўлиши керак'));
    expect(view.errorOf('amount')).toBe('Нотўғри қиймат');
    expect(view.toasts()).toEqual([]);
    await typeInto(view.input('amount')!, '1');
    await vi.waitFor(() => expect(view.errorOf('amount')).toBeNull());
    expect(view.errorOf('applicant')).toBe('Майдонни узунлиги 5 та ёки ундан кам бўлиши керак');
  });

  it('keeps the user’s values on a 409 and replaces them only when the user reloads the record', async () => {
    const view = await mount({ props: { recordId: 7 } });
    // Someone else saved the record meanwhile.
    view.api.records.set('7', { id: 7, values: { applicant: 'Бобур', amount: '99', reason: null }, version: 4 });
    await typeInto(view.input('amount')!, '7');
    view.button('Сақлаш')!.click();
    const alert = await vi.waitFor(() => {
      const found = view.shadow.querySelector('.pl-form__stale');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Маълумот бошқа фойдаланувчи томонидан ўзгартирилган');
    expect(view.input('amount')!.value).toBe('15007');
    expect(view.input('applicant')!.value).toBe('Алишер');
    byText<HTMLButtonElement>(alert, 'button', 'Ёзувни қайта юклаш')!.click();
    await vi.waitFor(() => expect(view.input('applicant')!.value).toBe('Бобур'));
    expect(view.input('amount')!.value).toBe('99');
    expect(view.shadow.querySelector('.pl-form__stale')).toBeNull();
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.api.calls.at(-1)).toMatchObject({ kind: 'update', request: { version: 4 } }));
    await vi.waitFor(() => expect(view.toasts()).toEqual(['success: Маълумотлар сақланди']));
  });

  it('shows other failures as a toast with the server’s message, or Хатолик', async () => {
    const view = await mount({ props: { recordId: 7 } });
    view.api.failNext = new ApiError(500, { statusCode: 500, message: 'Database is down' });
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.toasts()).toEqual(['danger: Database is down']));
    view.api.failNext = new ApiError(0, null, 'Failed to fetch');
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.toasts()).toEqual(['danger: Database is down', 'danger: Хатолик']));
  });

  it('gives a failed save’s toast the request id the server logged it under, for support', async () => {
    const view = await mount({ props: { recordId: 7 } });
    view.api.failNext = new ApiError(500, { statusCode: 500, message: 'Серверда хатолик', requestId: 'req-91' });
    view.button('Сақлаш')!.click();
    await vi.waitFor(() => expect(view.runtime.toasts.getState().toasts).toEqual([expect.objectContaining({ requestId: 'req-91' })]));
  });

  it('deletes only after the user confirms, with the record’s version', async () => {
    const view = await mount({ props: { recordId: 7 }, definition: appealForm({ canHardDelete: true }) });
    view.button('Ўчириш')!.click();
    const dialog = () => view.shadow.querySelector('[role="alertdialog"]');
    // The dialog is a lazy chunk (fetched once the form shows a Delete button): it may take a moment.
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain('Маълумотни ўчиришни хоҳлайсизми?');
    byText<HTMLButtonElement>(dialog()!, 'button', 'Йўқ')!.click();
    await settle(20);
    expect(dialog()).toBeNull();
    expect(view.api.calls.some((call) => call.kind === 'remove')).toBe(false);
    view.button('Бутунлай ўчириш')!.click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.textContent).toContain('Маълумотни бутунлай ўчиришни хоҳлайсизми?');
    byText<HTMLButtonElement>(dialog()!, 'button', 'Ҳа')!.click();
    await vi.waitFor(() => expect(view.toasts()).toEqual(['success: Маълумотлар ўчирилди']));
    expect(view.api.calls.filter((call) => call.kind === 'remove')).toEqual([{ kind: 'remove', id: 7, version: 3, hard: true }]);
    expect(view.events.at(-1)).toEqual({ name: 'OnFormHardDelete', detail: { name: 'appeals', recordId: 7 } });
    // Without a host to go elsewhere, the form goes on with a new record.
    await vi.waitFor(() => expect(view.input('applicant')!.value).toBe(''));
    expect(view.button('Ўчириш')).toBeNull();
  });

  it('hides an element while its display condition does not hold, and keeps one whose condition fails shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const definition = appealForm({}, [
        ...appealForm().elements,
        { id: 14, type: 'input', dataField: 'note', label: 'Изоҳ', displayCondition: 'applicant ==' },
      ]);
      const view = await mount({ definition });
      expect(view.input('reason')).toBeNull();
      expect(view.input('note')).not.toBeNull();
      expect(warn.mock.calls.some((call) => String(call[0]).includes('display condition of form element 14'))).toBe(true);
      await typeInto(view.input('applicant')!, 'Шошилинч');
      await vi.waitFor(() => expect(view.input('reason')).not.toBeNull());
      await sendKeys({ press: 'Backspace' });
      await vi.waitFor(() => expect(view.input('reason')).toBeNull());
    } finally {
      warn.mockRestore();
    }
  });

  it('presets a new record’s fields from the address’s query', async () => {
    const view = await mount({ props: { query: { amount: '5000', _target: 'modal', unknown: 'x' } } });
    expect(view.input('amount')!.value).toBe('5000');
    expect(view.input('applicant')!.value).toBe('');
  });

  it('shows the error view of a failed load', async () => {
    const definition = appealForm();
    const api = fakeFormApi(definition);
    api.definition = async () => {
      throw new ApiError(404, { message: 'Not Found' });
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const view = await mount({ api });
      expect(view.shadow.querySelector('[role="alert"]')!.textContent).toContain('Саҳифа топилмади');
    } finally {
      warn.mockRestore();
    }
  });

  it('offers a public form whose definition failed a retry, which loads it (issue 40: asked of the wrong server, or too soon)', async () => {
    const definition = appealForm();
    const api = fakeFormApi(definition);
    let failing = true;
    api.definition = async () => {
      if (failing) throw new ApiError(404, { message: 'Not Found' });
      return definition;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const view = await mount({ api, props: { isPublic: true } });
      expect(view.shadow.querySelector('[role="alert"]')!.textContent).toContain('Саҳифа топилмади');
      failing = false;
      view.button('Қайта урунинг')!.click();
      await vi.waitFor(() => expect(view.shadow.querySelector('h2')?.textContent).toBe('Мурожаат'));
    } finally {
      warn.mockRestore();
    }
  });

  describe('gear links (docs/behaviour.md §2)', () => {
    const gears = (shadow: ShadowRoot) =>
      [...shadow.querySelectorAll<HTMLAnchorElement>('a.pl-field__gear')].map((a) => a.getAttribute('href'));

    it('gives an admin a link to each element’s form_elements form, followed in the app', async () => {
      const followed: string[] = [];
      const view = await mount({ runtime: runtimeFor(['platon.admin']), props: { onFollowLink: (link) => followed.push(link) } });
      expect(gears(view.shadow)).toEqual([
        '/forms/form_elements/11?_target=modal&form_name=appeals',
        '/forms/form_elements/12?_target=modal&form_name=appeals',
      ]);
      view.shadow.querySelector<HTMLAnchorElement>('a.pl-field__gear')!.click();
      expect(followed).toEqual(['/forms/form_elements/11?_target=modal&form_name=appeals']);
    });

    it("puts the gear of a container, an html block or a side-labelled field on the cell's corner, not on a row of its own", async () => {
      const definition = appealForm({}, [
        { id: 21, type: 'html', label: null, htmlContent: '<p>Кириш матни</p>', width: 12 },
        { id: 22, type: 'input', dataField: 'applicant', label: '|Телефон', width: 6 },
        { id: 23, type: 'input', dataField: 'amount', label: 'Сумма', width: 6 },
      ] as FormDefinition['elements']);
      const view = await mount({ runtime: runtimeFor(['platon.admin']), definition });
      const cell = (id: number) => view.shadow.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;
      const top = (element: Element) => element.getBoundingClientRect().top;
      expect(gears(view.shadow)).toHaveLength(3);
      await vi.waitFor(() => expect(cell(21).querySelector('p')).not.toBeNull());
      // The content starts where its cell starts: no line above it holds only a gear.
      expect(top(cell(21).querySelector('.pl-form-html')!) - top(cell(21))).toBeLessThan(2);
      expect(top(cell(22).querySelector('.pl-field__row')!) - top(cell(22))).toBeLessThan(2);
      // A field with a label on top keeps its gear on the label's line.
      const labelled = cell(23);
      expect(Math.abs(top(labelled.querySelector('a.pl-field__gear')!) - top(labelled.querySelector('label')!))).toBeLessThan(8);
    });

    it('gives none to users, to admins in force-user mode or with the edit mode off, and on built-in or platform forms', async () => {
      expect(gears((await mount()).shadow)).toEqual([]);
      await mounted!.unmount();
      expect(gears((await mount({ runtime: runtimeFor(['platon.admin'], true) })).shadow)).toEqual([]);
      await mounted!.unmount();
      // The edit mode off (the top bar's switch, issue 43): what a user sees, no gear in the DOM at all.
      const off = await mount({ runtime: runtimeFor(['platon.admin'], false, false) });
      expect(off.shadow.querySelector('[data-gear-link]')).toBeNull();
      await mounted!.unmount();
      expect(gears((await mount({ runtime: runtimeFor(['platon.admin']), definition: appealForm({ isBuiltIn: true }) })).shadow)).toEqual(
        [],
      );
      await mounted!.unmount();
      expect(
        gears((await mount({ runtime: runtimeFor(['platon.admin']), definition: appealForm({ projectId: 'platon' }) })).shadow),
      ).toEqual([]);
    });
  });
});
