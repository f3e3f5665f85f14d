import type { ConfigAttributes } from '../../src/core/config/platonConfig';
import type { ElementApi } from '../../src/core/elements/ElementApi';
import { PLATON_APP_API } from '../../src/core/elements/platonAppApi';
import { PLATON_AUTH_API } from '../../src/core/elements/platonAuthApi';
import { PLATON_FORM_API } from '../../src/core/elements/platonFormApi';
import { PLATON_PAGE_API } from '../../src/core/elements/platonPageApi';
import { PLATON_TABLE_API } from '../../src/core/elements/platonTableApi';
import { readElementProps } from '../../src/core/elements/readElementProps';
import { applyElementSettings } from '../../src/core/runtime/applyElementSettings';
import { bootstrapRuntime } from '../../src/core/runtime/bootstrapRuntime';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { startApp } from './startApp';
import { startForm } from './startForm';
import { startTable } from './startTable';

type Start = (runtime: PlatonRuntime, props: never) => Promise<unknown>;

/** Each element's start (its calls and chunks); the auth and page elements need only the runtime's. */
const STARTS: ReadonlyArray<readonly [ElementApi<object>, Start | null]> = [
  [PLATON_APP_API, startApp],
  [PLATON_TABLE_API, startTable],
  [PLATON_FORM_API, startForm],
  [PLATON_AUTH_API, null],
  [PLATON_PAGE_API, null],
];

/**
 * Starts what the Platon elements already in `root` open with (their configuration applied, the project info
 * and translations, their calls and chunks) from their attributes, before they are defined: the bundle runs
 * this before it evaluates React DOM and registers the elements, about 50 ms on a host page's way to its
 * first rows (issue 13). Each element's first render starts the same things again, which finds them started.
 * Elements added later, and those of a page where the elements are already defined, start as they connect.
 *
 * Every element's settings are applied first, in document order, before any call goes out: the first element
 * to name `api-base` configures the page whatever its kind, so a public form after the `<platon-auth>` that
 * names the server asks that server, not the host page's own `/api/` (issue 40).
 *
 * @example
 * startElementsOnPage(getRuntime(), document);
 */
export function startElementsOnPage(runtime: PlatonRuntime, root: ParentNode): void {
  const waiting = STARTS.filter(([api]) => !customElements.get(api.tagName));
  // One query, so the elements come in document order rather than by kind.
  const found = waiting.length ? [...root.querySelectorAll(waiting.map(([api]) => api.tagName).join())] : [];
  const elements = found.map((element) => {
    const [api, start] = waiting.find(([{ tagName }]) => tagName === element.localName)!;
    return { start, props: readElementProps(api.attributes, element) };
  });
  if (elements.length === 0) return;
  for (const { props } of elements) applyElementSettings(runtime, props as ConfigAttributes);
  bootstrapRuntime(runtime).catch(() => undefined);
  for (const { start, props } of elements) start?.(runtime, props as never).catch(() => undefined);
}
