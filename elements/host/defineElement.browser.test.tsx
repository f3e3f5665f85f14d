import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeElement, type ElementProps } from '../../src/core/elements/ElementApi';
import { defineElement } from './defineElement';

// A probe element described like the real ones: it renders the props it receives, so the tests read what the
// component saw after each attribute or property change.
const PROBE_API = describeElement<object>()({
  tagName: 'platon-probe',
  className: 'PlatonProbeElement',
  eventsInterface: 'PlatonProbeEvents',
  summary: 'test',
  description: 'test',
  attributes: [
    { name: 'public', kind: 'boolean', description: 'a boolean' },
    { name: 'record-id', kind: 'string', description: 'a string' },
    { name: 'level', kind: 'number', description: 'a number' },
  ],
  events: {},
  cssParts: [],
  cssProperties: [],
  slots: [],
});

function Probe(props: ElementProps<typeof PROBE_API>) {
  return <output>{JSON.stringify({ public: props.public, recordId: props.recordId ?? null, level: props.level ?? null })}</output>;
}

defineElement(PROBE_API, Probe);

type Probe = HTMLElement & { public: unknown; recordId: unknown; level: unknown };

async function seen(element: HTMLElement): Promise<Record<string, unknown>> {
  let text = '';
  await vi.waitFor(() => {
    text = element.shadowRoot!.querySelector('output')?.textContent ?? '';
    expect(text).not.toBe('');
  });
  return JSON.parse(text) as Record<string, unknown>;
}

/** Waits until the component shows `expected` (React renders on its own schedule). */
async function expectSeen(element: HTMLElement, expected: Record<string, unknown>): Promise<void> {
  await vi.waitFor(async () => expect(await seen(element)).toEqual(expected));
}

describe('element attributes follow HTML (defineElement)', () => {
  let element: Probe | undefined;
  afterEach(() => element?.remove());

  function create(html: string): Probe {
    const template = document.createElement('template');
    template.innerHTML = html;
    element = template.content.firstElementChild as Probe;
    document.body.append(element);
    return element;
  }

  it('takes a boolean attribute as true when present, whatever its value, and false when absent', async () => {
    for (const [html, expected] of [
      ['<platon-probe public></platon-probe>', true],
      ['<platon-probe public=""></platon-probe>', true],
      ['<platon-probe public="public"></platon-probe>', true],
      // HTML's convention, documented: presence is what counts, so "false" is still true.
      ['<platon-probe public="false"></platon-probe>', true],
      ['<platon-probe></platon-probe>', false],
    ] as const) {
      const probe = create(html);
      await expectSeen(probe, { public: expected, recordId: null, level: null });
      expect(probe.public).toBe(expected);
      probe.remove();
    }
  });

  it('reflects a boolean property to its attribute; Vue\'s "" and true mean true, false removes it', async () => {
    const probe = create('<platon-probe></platon-probe>');
    // What Vue does with a bare `public` on a custom element: the property, set to ''.
    probe.public = '';
    expect(probe.getAttribute('public')).toBe('');
    await expectSeen(probe, { public: true, recordId: null, level: null });
    probe.public = false;
    expect(probe.hasAttribute('public')).toBe(false);
    await expectSeen(probe, { public: false, recordId: null, level: null });
    probe.public = true;
    expect(probe.getAttribute('public')).toBe('');
    expect(probe.public).toBe(true);
    await expectSeen(probe, { public: true, recordId: null, level: null });
  });

  it('follows attributes toggled at run time, removal included', async () => {
    const probe = create('<platon-probe record-id="5" level="2"></platon-probe>');
    await expectSeen(probe, { public: false, recordId: '5', level: 2 });
    probe.toggleAttribute('public', true);
    await expectSeen(probe, { public: true, recordId: '5', level: 2 });
    probe.removeAttribute('public');
    probe.removeAttribute('record-id');
    await expectSeen(probe, { public: false, recordId: null, level: 2 });
    probe.setAttribute('public', 'false');
    probe.level = 3;
    await expectSeen(probe, { public: true, recordId: null, level: 3 });
    expect(probe.getAttribute('level')).toBe('3');
  });

  it('takes over properties a framework set before the element was defined', async () => {
    // Vue or React render before the loader script has defined the element: the values sit on the plain
    // HTMLElement as its own properties until the upgrade.
    const tag = 'platon-probe-late';
    const late = document.createElement(tag) as Probe;
    late.public = '';
    late.recordId = '7';
    document.body.append(late);
    element = late;
    const lateApi: typeof PROBE_API = { ...PROBE_API, tagName: tag as typeof PROBE_API.tagName };
    defineElement(lateApi, Probe);
    await expectSeen(late, { public: true, recordId: '7', level: null });
    expect(late.getAttribute('public')).toBe('');
    expect(late.getAttribute('record-id')).toBe('7');
  });
});
