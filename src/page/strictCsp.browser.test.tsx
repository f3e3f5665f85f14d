import type { DialogApi } from '../core/dialogs/createDialogApi';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../core/api/apiClient';
import { mountForm } from '../form/controls/testing/mountForm';
import { mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { buildPageModel } from './pageModel';
import { PageContent } from './PageContent';

/** Violations this page's policy reported, as "directive sample". */
const violations: string[] = [];

describe("page HTML and CSS under a host's style-src 'self' (issue 12)", () => {
  beforeAll(() => {
    // A policy set by a meta element applies from its insertion on: from here, inline styles are blocked.
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "style-src 'self'";
    document.head.append(meta);
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.sample}`), true);
  });

  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    violations.length = 0;
  });

  it('the policy is in force: a style attribute parsed the usual way is blocked and reported', async () => {
    const probe = document.createElement('div');
    probe.innerHTML = '<p style="color: rgb(1, 2, 3)">x</p>';
    document.body.append(probe);
    await settle(50);
    expect(getComputedStyle(probe.querySelector('p')!).color).not.toBe('rgb(1, 2, 3)');
    expect(violations.some((v) => v.startsWith('style-src-attr'))).toBe(true);
    probe.remove();
  });

  it("applies the page's CSS, a scoped component's CSS and style attributes of the page's HTML, with no violation", async () => {
    const model = buildPageModel(
      {
        name: 'csp',
        css: '.note{border-left:4px solid rgb(15, 118, 110)}',
        components: [
          {
            name: 'scoped',
            content: '<p class="card">a</p>',
            css: '.card{background:rgb(224, 242, 254)}',
            scripts: [],
            attributes: { is_scoped: true },
          },
          { name: 'plain', content: '<p class="note" style="color: rgb(200, 0, 0); margin-top: 7px">b</p>', scripts: [] },
        ],
        data: {},
      },
      (entry) => entry,
    );
    const scriptContext = {
      page: model.name,
      data: model.data,
      query: {},
      api: {} as ApiClient,
      user: null,
      t: (key: string) => key,
      dialogsAt: () => ({}) as DialogApi,
    };
    mounted = await mountInShadow(<PageContent model={model} modules={new Map()} scriptContext={scriptContext} />);
    await settle(50);
    const [scoped, plain] = [...mounted.shadow.querySelectorAll<HTMLElement>('.pl-page__component')];
    expect(getComputedStyle(scoped.shadowRoot!.querySelector('.card')!).backgroundColor).toBe('rgb(224, 242, 254)');
    const note = getComputedStyle(plain.querySelector('.note')!);
    expect(note.borderLeftColor).toBe('rgb(15, 118, 110)');
    expect([note.color, note.marginTop]).toEqual(['rgb(200, 0, 0)', '7px']);
    expect(violations).toEqual([]);
  });

  it("draws a form's html element with its style attributes, with no violation", async () => {
    const form = await mountForm([{ id: 1, type: 'html', htmlContent: '<p style="color: rgb(0, 90, 0)">Эслатма</p>' }]);
    try {
      await settle(50);
      expect(getComputedStyle(form.shadow.querySelector('.pl-form-html p')!).color).toBe('rgb(0, 90, 0)');
      expect(violations).toEqual([]);
    } finally {
      await form.unmount();
    }
  });
});
