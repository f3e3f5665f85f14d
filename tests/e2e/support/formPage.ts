import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OpenedPage } from '../harness';
import { signInAs } from './signInAs';

/** Polls until the expectation holds: saves and option loads on two busy cores may take seconds. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** The demo accounts (README.md). */
export const PASSWORDS = { admin: 'admin123', user: 'user123' } as const;
export type DemoUser = keyof typeof PASSWORDS;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Console errors a test should fail on: the geo controls ask OpenStreetMap for map tiles, and this machine
 * has no network, so those failures (and only those) are left out.
 */
export function realErrors(consoleErrors: readonly string[]): string[] {
  return consoleErrors.filter((line) => !/tile\.openstreetmap\.org/.test(line));
}

/**
 * One server-defined form as its user reads it (docs/behaviour.md §5): fields by their labels, the error under a field,
 * select options, the footer's buttons and the toasts of the element it lives in.
 */
export interface FormView {
  /** The element holding the form (`platon-app`, `platon-form`): dialogs, listboxes and toasts portal into it. */
  root: Locator;
  /** The form itself, named by its title (or a modal's form). */
  form: Locator;
  /** A text field (input, textarea, number, date) by its label. */
  textbox(label: string): Locator;
  /** A select's button, by the label it starts with (its name goes on with the chosen option's text). */
  select(label: string): Locator;
  /** Opens a select and picks the option named exactly `option`. */
  choose(label: string, option: string): Promise<void>;
  /** Opens a select and returns the names of the options it offers, then closes it again. */
  options(label: string): Promise<string[]>;
  /** The message tied to `control` as its error (aria-errormessage), or null while none is shown. */
  errorOf(control: Locator): Promise<string | null>;
  /** Clicks the footer's Save (the form's submit button). */
  save(): Promise<void>;
  /** Waits until a toast says `text`, then closes the toasts so a later identical one can be told apart. */
  toast(text: string): Promise<void>;
  /** Shows the tab named `name` (see tabOf). */
  tab(name: string): Promise<void>;
}

/** The marker a tab holding a field with a shown error adds to the tab's name (TabContainerControl). */
export const TAB_ERROR_MARKER = 'Бу бўлимда хатолик бор';

/** The tab named `name` in `form`, whether or not it carries the error marker. */
export function tabOf(form: Locator, name: string): Locator {
  return form.getByRole('tab', { name: new RegExp(`^${escapeRegExp(name)}( ${TAB_ERROR_MARKER})?$`) });
}

/**
 * Reading and filling a form the way its user does, by roles and labels.
 *
 * @example
 * const view = formView(page.locator('platon-app'), 'Мурожаат');
 * await view.textbox('Рақами').fill('A-1');
 * await view.choose('Ҳудуд', 'Самарқанд вилояти');
 * await view.save();
 * await view.toast('Маълумотлар сақланди');
 */
export function formView(root: Locator, title: string, form: Locator = root.getByRole('form', { name: title, exact: true })): FormView {
  const select = (label: string) => form.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( |$)`) });
  // A select's popup listbox; the icon picker's grid is a listbox that stays on screen, not a popup.
  const listbox = () => root.getByRole('listbox').and(root.locator(':not(.pl-icon-picker__grid)'));
  return {
    root,
    form,
    textbox: (label) => form.getByRole('textbox', { name: label, exact: true }),
    select,
    async choose(label, option) {
      await select(label).click();
      await listbox().getByRole('option', { name: option, exact: true }).click();
      await eventually(() => listbox().count()).toBe(0);
    },
    async options(label) {
      await select(label).click();
      await listbox().getByRole('option').first().waitFor();
      const names = (await listbox().getByRole('option').allTextContents()).map((name) => name.trim());
      await select(label).click();
      await eventually(() => listbox().count()).toBe(0);
      return names;
    },
    async errorOf(control) {
      return control.evaluate((element) => {
        const id = element.getAttribute('aria-errormessage');
        const message = id ? (element.getRootNode() as Document | ShadowRoot).getElementById(id) : null;
        // Only a message the user can see counts (a hidden tab's field keeps its error out of sight).
        return message && message.getClientRects().length ? (message.textContent ?? '').trim() : null;
      });
    },
    async save() {
      // The footer's save, or the form's own configured one ('Сақлаш Ctrl+S' in the kitchen sink): there is one.
      await form.getByRole('button', { name: /^Сақлаш(\s|$)/ }).click();
    },
    async toast(text) {
      const region = root.getByRole('status').filter({ has: root.page().getByText(text, { exact: true }) });
      await region.getByText(text, { exact: true }).first().waitFor();
      // Close the toasts shown, so that the next save's identical toast is a new one.
      const closers = region.getByRole('button', { name: 'Ёпиш' });
      // A toast may also leave by itself between the count and the click: count again rather than fail.
      for (let round = 0; round < 10 && (await closers.count()); round++)
        await closers
          .first()
          .click({ timeout: 2000 })
          .catch(() => undefined);
      await eventually(() => closers.count()).toBe(0);
    },
    async tab(name) {
      await tabOf(form, name).click();
    },
  };
}

/** The opened page of a form route in `<platon-app>` with its form view. */
export interface OpenedForm extends OpenedPage {
  app: Locator;
  view: FormView;
}

/**
 * Signs `who` in through the real sign-in page, opens `path` (a form route) and waits for the form titled
 * `title`.
 *
 * @example
 * const { view, close } = await openForm(live.browser, live.server.url, '/forms/appeals', 'Мурожаат', 'user');
 */
export async function openForm(
  browser: Browser,
  baseUrl: string,
  path: string,
  title: string,
  who: DemoUser = 'user',
): Promise<OpenedForm> {
  const opened = await signInAs(browser, baseUrl, who, PASSWORDS[who], path);
  // A step that cannot happen fails within the test's time, naming its locator.
  opened.context.setDefaultTimeout(10_000);
  const app = opened.page.locator('platon-app');
  const view = formView(app, title);
  await view.form.waitFor();
  return { ...opened, app, view };
}

/** Waits for the answer of the form call `method` on `/api/forms/{name}/records...` and returns its JSON. */
export async function formCall(
  page: Page,
  method: 'POST' | 'PUT',
  name: string,
  action: () => Promise<void>,
): Promise<{ status: number; body: any }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/forms/${name}/records`)),
    action(),
  ]);
  return { status: response.status(), body: await response.json() };
}
