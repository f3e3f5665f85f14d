import type { DialogApi } from '../core/dialogs/createDialogApi';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../core/api/apiClient';
import type { PageDefinition } from '../core/api/contract';
import { mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { loadScriptModules } from '../core/scripts/loadScriptModules';
import { buildPageModel } from './pageModel';
import { PageContent } from './PageContent';
import type { PageLinks } from './PageLinks';
import type { PageScriptContext } from './PageScriptContext';
import { PAGE_STYLE_REMOVAL_MS } from './retainPageStyles';

/** A module URL for a script text: what the server's hashed script URLs are, minus the server. */
function moduleUrl(source: string): string {
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

const calls: string[] = [];
(globalThis as { __pageTest?: string[] }).__pageTest = calls;

const SCRIPT = moduleUrl(`export default function (ctx) {
  const field = ctx.root.querySelector('[data-field]');
  field.textContent = [ctx.t('hi'), ctx.query.a, ctx.data.x, ctx.page, ctx.root instanceof ShadowRoot].join(':');
  globalThis.__pageTest.push('run:' + ctx.component);
  return () => globalThis.__pageTest.push('cleanup:' + ctx.component + ':' + ctx.signal.aborted);
}`);

const CARD_BLUE = 'rgb(224, 242, 254)';

function definition(overrides: Partial<PageDefinition> = {}): PageDefinition {
  return {
    name: 'dashboard',
    css: '.note{border-left:4px solid rgb(15, 118, 110)}',
    components: [
      {
        name: 'summary',
        content: '<article class="card"><span data-field></span></article>',
        css: `.card{background:${CARD_BLUE}}`,
        scripts: [SCRIPT],
        attributes: { is_scoped: true },
      },
      {
        name: 'note',
        content: '<p class="card note"><span data-field></span><script>globalThis.__pageTest.push("inline")</script></p>',
        scripts: [SCRIPT],
      },
    ],
    data: { x: 'data' },
    ...overrides,
  };
}

async function mountPage(def: PageDefinition, links?: PageLinks): Promise<Mounted> {
  const model = buildPageModel(def, (entry) => entry);
  const modules = await loadScriptModules<PageScriptContext>(model.scriptUrls);
  const scriptContext = {
    page: model.name,
    data: model.data,
    query: { a: 'q' },
    api: {} as ApiClient,
    user: null,
    t: (key: string) => key.toUpperCase(),
    dialogsAt: () => ({}) as DialogApi,
  };
  const mounted = await mountInShadow(<PageContent model={model} modules={modules} scriptContext={scriptContext} links={links} />);
  await settle(20);
  return mounted;
}

/** The sheets a root adopted that hold a rule for `selector`. */
const pageSheets = (root: ShadowRoot, selector: string) =>
  root.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === selector),
  );

const background = (element: Element) => getComputedStyle(element).backgroundColor;

describe('PageContent', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    calls.length = 0;
  });

  it('confines a scoped component’s CSS to it: the sibling and the host page with the same class stay unstyled', async () => {
    const outside = document.createElement('p');
    outside.className = 'card';
    document.body.append(outside);
    mounted = await mountPage(definition());
    const [summary, note] = [...mounted.shadow.querySelectorAll<HTMLElement>('.pl-page__component')];
    const scopedCard = summary.shadowRoot!.querySelector('.card')!;
    expect(background(scopedCard)).toBe(CARD_BLUE);
    expect(background(note.querySelector('.card')!)).not.toBe(CARD_BLUE);
    expect(background(outside)).not.toBe(CARD_BLUE);
    // The page's own CSS reaches the unscoped component.
    expect(getComputedStyle(note.querySelector('.note')!).borderLeftColor).toBe('rgb(15, 118, 110)');
    // Constructed sheets, not <style> elements: a host page under style-src 'self' shows them too.
    expect(mounted.shadow.querySelector('style')).toBeNull();
    expect(summary.shadowRoot!.querySelector('style')).toBeNull();
    outside.remove();
  });

  it('runs each component’s scripts once with its root, the data, the query and t, never inline <script> tags', async () => {
    mounted = await mountPage(definition());
    const [summary, note] = [...mounted.shadow.querySelectorAll<HTMLElement>('.pl-page__component')];
    expect(summary.shadowRoot!.querySelector('[data-field]')!.textContent).toBe('HI:q:data:dashboard:true');
    expect(note.querySelector('[data-field]')!.textContent).toBe('HI:q:data:dashboard:false');
    expect(calls).toEqual(['run:summary', 'run:note']);
    await mounted.unmount();
    mounted = undefined;
    expect(calls.slice(2).sort()).toEqual(['cleanup:note:true', 'cleanup:summary:true']);
  });

  it('keeps page styles 2.5 s after the page is left, then removes them', async () => {
    mounted = await mountPage(definition());
    // Adopted constructed sheets (CSP-safe: no <style> element), found by the page's rule.
    const styles = () => pageSheets(mounted!.shadow, '.note').length;
    expect(styles()).toBe(1);
    await mounted.render(<p>another page</p>);
    expect(mounted.shadow.querySelector('.pl-page')).toBeNull();
    expect(styles()).toBe(1);
    await settle(PAGE_STYLE_REMOVAL_MS - 500);
    expect(styles()).toBe(1);
    await settle(700);
    expect(styles()).toBe(0);
  }, 8000);

  it('renders a scoped page in a shadow root of its own, so its CSS stays off the element around it', async () => {
    mounted = await mountPage(definition({ isScoped: true, css: 'p{color:rgb(200, 0, 0)}' }));
    const page = mounted.shadow.querySelector<HTMLElement>('.pl-page')!;
    const note = page.shadowRoot!.querySelector('.pl-page__component[data-component="note"] p')!;
    expect(getComputedStyle(note).color).toBe('rgb(200, 0, 0)');
    const sibling = document.createElement('p');
    mounted.shadow.querySelector('.pl-frame')!.append(sibling);
    expect(getComputedStyle(sibling).color).not.toBe('rgb(200, 0, 0)');
    expect(pageSheets(mounted.shadow, 'p')).toEqual([]);
    expect(pageSheets(page.shadowRoot!, 'p')).toHaveLength(1);
  });
  it('points the links marked data-platon-link at the application, in plain and scoped components, and hands plain clicks to the app', async () => {
    const followed: string[] = [];
    const links: PageLinks = { hrefOf: (route) => `/host.html#${route}`, follow: (route) => followed.push(route) };
    mounted = await mountPage(
      definition({
        components: [
          {
            name: 'plain',
            content: '<a class="signin" data-platon-link href="/login">Тизимга кириш</a><a class="other" href="/help">?</a>',
            scripts: [],
          },
          {
            name: 'scoped',
            content: '<a class="table" data-platon-link href="/tables/appeals">Мурожаатлар</a>',
            scripts: [],
            attributes: { is_scoped: true },
          },
        ],
      }),
      links,
    );
    const [plain, scoped] = [...mounted.shadow.querySelectorAll<HTMLElement>('.pl-page__component')];
    const signIn = plain.querySelector<HTMLAnchorElement>('a.signin')!;
    expect(signIn.getAttribute('href')).toBe('/host.html#/login');
    // Links not marked are the page author's own.
    expect(plain.querySelector('a.other')!.getAttribute('href')).toBe('/help');
    expect(scoped.shadowRoot!.querySelector('a.table')!.getAttribute('href')).toBe('/host.html#/tables/appeals');
    const before = location.href;
    signIn.click();
    expect(followed).toEqual(['/login']);
    expect(location.href).toBe(before);
  });
});
