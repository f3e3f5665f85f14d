import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PageScriptModules } from './loadPageScripts';
import type { PageComponentModel } from './pageModel';
import type { PageScriptContext, PageScriptSetup } from './PageScriptContext';
import { runPageScripts } from './runPageScripts';

export interface PageComponentViewProps {
  component: PageComponentModel;
  modules: PageScriptModules;
  /** The context every script of the page shares; the component adds its root and name. */
  scriptContext: Omit<PageScriptContext, 'root' | 'component' | 'signal'>;
}

/**
 * One page component. Its HTML is written into the DOM once, outside React's reconciliation, because the
 * component's scripts own that DOM from then on. A scoped component gets a shadow root of its own holding
 * its `<style>`: the robust way to confine CSS (no selector rewriting to get wrong, `:host`, `@media` and
 * `@keyframes` keep working), and nothing outside can match inside it either.
 */
export function PageComponentView({ component, modules, scriptContext }: PageComponentViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<ShadowRoot | HTMLElement | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current!;
    const root = component.scoped ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : host;
    root.replaceChildren();
    if (component.scoped && component.css.trim()) {
      const style = document.createElement('style');
      style.textContent = component.css;
      root.append(style);
    }
    // A template parses without running scripts or loading images until the content is adopted.
    const template = document.createElement('template');
    template.innerHTML = component.html;
    root.append(template.content);
    rootRef.current = root;
  }, [component]);

  useEffect(() => {
    const setups = component.scripts.map((url) => modules.get(url)).filter((setup): setup is PageScriptSetup => typeof setup === 'function');
    if (setups.length === 0 || !rootRef.current) return;
    return runPageScripts(setups, { ...scriptContext, root: rootRef.current, component: component.name });
  }, [component, modules, scriptContext]);

  return <div ref={hostRef} className="pl-page__component" data-component={component.name} />;
}
