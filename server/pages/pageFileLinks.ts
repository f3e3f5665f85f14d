import type { PageDefinition } from '../../src/core/api/contract';
import type { FileLinks } from '../files/createFileLinks';
import { signFileReferences } from '../files/signFileReferences';

/**
 * A page definition as its reader gets it: the stored files its HTML and CSS name (`/api/uploads/images/{id}`)
 * as signed links, so a page shows its images to whoever may open it, a visitor of a public page included,
 * while the bare ids open nothing (docs/files.md).
 *
 * @example
 * return { data: pageFileLinks(page.definition, context.fileLinks) };
 */
export function pageFileLinks(definition: PageDefinition, links: FileLinks): PageDefinition {
  const sign = (text: string) => signFileReferences(text, links);
  return {
    ...definition,
    ...(definition.css !== undefined && { css: sign(definition.css) }),
    components: definition.components.map((component) => ({
      ...component,
      ...(component.content !== undefined && { content: sign(component.content) }),
      ...(component.css !== undefined && { css: sign(component.css) }),
    })),
  };
}
