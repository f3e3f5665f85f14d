import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { bindPageLinks } from './bindPageLinks';
import type { ScriptModules } from '../core/scripts/loadScriptModules';
import type { PageLinks } from './PageLinks';
import type { PageModel } from './pageModel';
import type { PageScriptContext } from './PageScriptContext';
import { PageComponentView, type PageComponentViewProps } from './PageComponentView';
import { retainPageStyles } from './retainPageStyles';

export interface PageContentProps {
  model: PageModel;
  modules: ScriptModules<PageScriptContext>;
  scriptContext: PageComponentViewProps['scriptContext'];
  /** Where the page's marked links (`data-platon-link`) go: see bindPageLinks. Absent: left as authored. */
  links?: PageLinks;
  /** The page's title in the chosen language (its region's name); default the model's. */
  title?: string | null;
}

/**
 * A loaded page: its components in order, and its page-level CSS (the page's own and that of unscoped
 * components) as `<style>` elements in the style root, removed 2.5 s after the page is left (docs/behaviour.md §12).
 * The style root is the element's shadow root (host CSS never reaches in, page CSS never leaks out), or,
 * for a page flagged isScoped, a shadow root of the page's own, so that inside `<platon-app>` its CSS does
 * not restyle the shell around it either.
 */
export function PageContent({ model, modules, scriptContext, links, title = model.title }: PageContentProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [pageRoot, setPageRoot] = useState<ShadowRoot | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current!;
    if (model.scoped) setPageRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, [model.scoped]);

  useLayoutEffect(() => {
    const styleRoot = model.scoped ? pageRoot : (hostRef.current!.getRootNode() as ShadowRoot | Document);
    if (!styleRoot) return;
    return retainPageStyles(styleRoot, model.name, model.css);
  }, [model, pageRoot]);

  useLayoutEffect(() => {
    // After the components wrote their HTML (children's layout effects run first); scoped components and a
    // scoped page keep theirs in shadow roots of their own.
    const host = hostRef.current!;
    if (!links) return;
    const scopedRoots = [...host.querySelectorAll('.pl-page__component'), ...(pageRoot?.querySelectorAll('.pl-page__component') ?? [])]
      .map((component) => component.shadowRoot)
      .filter((root): root is ShadowRoot => root !== null);
    return bindPageLinks([host, ...(pageRoot ? [pageRoot] : []), ...scopedRoots], links);
  }, [model, pageRoot, links]);

  const components = model.components.map((component) => (
    <PageComponentView key={component.key} component={component} modules={modules} scriptContext={scriptContext} />
  ));
  return (
    <div ref={hostRef} className="pl-page" data-page={model.name} aria-label={title ?? undefined} role={title ? 'region' : undefined}>
      {model.scoped ? pageRoot && createPortal(components, pageRoot) : components}
    </div>
  );
}
