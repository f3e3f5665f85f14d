import type { ElementApi } from '../../src/core/elements/ElementApi';

/** One event as the generated documents show it. */
export interface DocumentedEvent {
  name: string;
  /** The TypeScript text of the `detail` type, as written in the element's API file. */
  detailType: string;
  description: string;
  deprecatedName?: string;
}

export interface DocumentedElement {
  api: ElementApi;
  events: DocumentedEvent[];
}

/**
 * Everything the generators need: the elements' data plus the TypeScript text of the declarations their
 * event details use (each element's `…Events` interface and the types those import, e.g. PlatonUser).
 */
export interface ElementApiDocs {
  elements: DocumentedElement[];
  declarations: string[];
}
