import { propertyName } from '../../src/core/elements/ElementApi';
import { attributeType } from './attributeType';
import type { DocumentedElement, ElementApiDocs } from './ElementApiDocs';
import { doc, GENERATED_NOTE, key } from './renderTypings';

function imports(names: string[]): string {
  return `import type { ${names.join(', ')} } from './platon';\n`;
}

function attributeProps({ api }: DocumentedElement, naming: 'attribute' | 'property', indent: string): string {
  return api.attributes
    .map((attribute) => {
      const type = attribute.kind === 'number' ? 'number | string' : attributeType(attribute);
      const name = naming === 'attribute' ? attribute.name : propertyName(attribute.name);
      return `${doc(attribute.description, indent)}${indent}${key(name)}?: ${type};\n`;
    })
    .join('');
}

function eventProps({ api, events }: DocumentedElement, prop: (event: string) => string, indent: string): string {
  return events
    .map(
      (event) =>
        `${doc(`\`${event.name}\`: ${event.description}`, indent)}${indent}${key(prop(event.name))}?: (event: CustomEvent<${api.eventsInterface}['${event.name}']>) => void;\n`,
    )
    .join('');
}

/**
 * `platon-react.d.ts`: JSX typings of the elements for React 18 and 19 (`React.JSX.IntrinsicElements`, which
 * React 18.3's global JSX extends too). Attributes by their HTML names; with React 19, `on{event-name}`
 * props listen for the element's events (React 19 adds a listener for an `on…` prop of a custom element).
 *
 * @example
 * /// <reference path="./platon-react.d.ts" />
 * <platon-table name="appeals" onplaton-table-row-click={(e) => open(e.detail.row)} />
 */
export function renderReactTypings(docs: ElementApiDocs): string {
  const elements = docs.elements
    .map((element) => {
      const indent = '        ';
      return (
        `      '${element.api.tagName}': PlatonJsxProps<${element.api.className}> & {\n` +
        attributeProps(element, 'attribute', indent) +
        eventProps(element, (name) => `on${name}`, indent) +
        '      };\n'
      );
    })
    .join('');
  return (
    `// ${GENERATED_NOTE}\n` +
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n" +
    imports(docs.elements.flatMap(({ api }) => [api.className, api.eventsInterface])) +
    '\n/** What every element takes in JSX: the usual HTML props, `ref` typed as the element, and `class`. */\n' +
    'type PlatonJsxProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & { class?: string };\n\n' +
    "declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n" +
    elements +
    '    }\n  }\n}\n'
  );
}

const camelEvent = (name: string) => `on${name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}`;

/**
 * `platon-vue.d.ts`: the elements as Vue global components for template type checking (vue-tsc, Volar):
 * props by their camelCase names (templates may write them kebab-case) and typed `@platon-…` listeners.
 *
 * @example
 * <platon-table name="appeals" public @platon-table-row-click="(e) => open(e.detail.row)" />
 */
export function renderVueTypings(docs: ElementApiDocs): string {
  const elements = docs.elements
    .map((element) => {
      const indent = '      ';
      return (
        `    '${element.api.tagName}': DefineComponent<{\n` +
        attributeProps(element, 'property', indent) +
        eventProps(element, camelEvent, indent) +
        '    }>;\n'
      );
    })
    .join('');
  return (
    `// ${GENERATED_NOTE}\n` +
    "import type { DefineComponent } from 'vue';\n" +
    imports(docs.elements.map(({ api }) => api.eventsInterface)) +
    "\ndeclare module 'vue' {\n  interface GlobalComponents {\n" +
    elements +
    '  }\n}\n'
  );
}
