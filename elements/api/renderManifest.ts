import { propertyName } from '../../src/core/elements/ElementApi';
import { attributeType } from './attributeType';
import type { ElementApiDocs } from './ElementApiDocs';

/** The module every element is defined in, relative to dist/elements. */
const MODULE = 'platon.js';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/; }/g, ' }').trim();

/**
 * The custom-elements manifest (schema 2.1, https://github.com/webcomponents/custom-elements-manifest) that
 * IDEs, Storybook and linters read: one class declaration per element with its attributes, properties,
 * events (the deprecated names marked so), CSS parts, custom properties and slots.
 *
 * @example
 * writeFileSync('dist/elements/custom-elements.json', renderManifest(docs));
 */
export function renderManifest(docs: ElementApiDocs): string {
  const declarations = docs.elements.map(({ api, events }) => ({
    kind: 'class',
    name: api.className,
    tagName: api.tagName,
    customElement: true,
    summary: api.summary,
    description: api.description,
    superclass: { name: 'HTMLElement' },
    attributes: api.attributes.map((attribute) => ({
      name: attribute.name,
      type: { text: attributeType(attribute) },
      ...(attribute.default ? { default: attribute.default } : {}),
      description: attribute.description,
      fieldName: propertyName(attribute.name),
    })),
    members: api.attributes.map((attribute) => ({
      kind: 'field',
      name: propertyName(attribute.name),
      type: { text: attribute.kind === 'boolean' ? 'boolean' : `${attributeType(attribute)} | undefined` },
      ...(attribute.default ? { default: attribute.default } : {}),
      description: attribute.description,
      attribute: attribute.name,
      ...(attribute.kind === 'boolean' ? { reflects: true } : {}),
    })),
    events: events.flatMap((event) => {
      const type = { text: `CustomEvent<${oneLine(event.detailType)}>` };
      const current = { name: event.name, type, description: event.description };
      if (!event.deprecatedName) return [current];
      return [
        current,
        {
          name: event.deprecatedName,
          type,
          description: `The old name of \`${event.name}\`, fired right after it.`,
          deprecated: `Use ${event.name}.`,
        },
      ];
    }),
    cssParts: api.cssParts.map(({ name, description }) => ({ name, description })),
    cssProperties: api.cssProperties.map(({ name, description, default: value }) => ({
      name,
      description,
      ...(value ? { default: value } : {}),
    })),
    slots: api.slots.map(({ name, description }) => ({ name, description })),
  }));
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: docs.elements.map(({ api }) => ({
          kind: 'custom-element-definition',
          name: api.tagName,
          declaration: { name: api.className, module: MODULE },
        })),
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
