import { useEffect, useLayoutEffect, useRef } from 'react';
import { fillComponentRoot } from '../ui/html/fillComponentRoot';
import type { ScriptModules } from '../core/scripts/loadScriptModules';
import { runScripts } from '../core/scripts/runScripts';
import type { PageComponentModel } from './pageModel';
import type { PageScriptContext, PageScriptSetup } from './PageScriptContext';

export interface PageComponentViewProps {
  component: PageComponentModel;
  modules: ScriptModules<PageScriptContext>;
  /**
   * The context every script of the page shares; the component adds its root and name, and binds the
   * dialogs to its root (so they open in the element hosting it).
   */
  scriptContext: Omit<PageScriptContext, 'root' | 'component' | 'signal' | 'dialogs'> & {
    dialogsAt(origin: Node): PageScriptContext['dialogs'];
  };
}

/**
 * One page component. Its HTML is written into the DOM once, outside React's reconciliation, because the
 * component's scripts own that DOM from then on. A scoped component gets a shadow root of its own that adopts
 * its CSS as a constructed sheet (allowed under a host's `style-src 'self'`, unlike a `<style>`): the robust
 * way to confine CSS (no selector rewriting to get wrong, `:host`, `@media` and `@keyframes` keep working),
 * and nothing outside can match inside it either.
 */
export function PageComponentView({ component, modules, scriptContext }: PageComponentViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<ShadowRoot | HTMLElement | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current!;
    const root = component.scoped ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : host;
    // A template parses without running scripts or loading images until the content is adopted.
    // Style attributes are set aside while parsing and applied through CSSOM: CSP-safe (deferInlineStyles).
    fillComponentRoot(root, component.html, component.css);
    rootRef.current = root;
  }, [component]);

  useEffect(() => {
    const setups = component.scripts
      .map((url) => modules.get(url))
      .filter((setup): setup is PageScriptSetup => typeof setup === 'function');
    if (setups.length === 0 || !rootRef.current) return;
    const { dialogsAt, ...shared } = scriptContext;
    const root = rootRef.current;
    const label = `page ${shared.page}, component ${component.name}`;
    return runScripts(setups, { ...shared, root, component: component.name, dialogs: dialogsAt(root) }, label);
  }, [component, modules, scriptContext]);

  return <div ref={hostRef} className="pl-page__component" data-component={component.name} />;
}
