import type { AttributeApi } from '../../src/core/elements/ElementApi';
import { CONFIG_ATTRIBUTES_API } from '../../src/core/elements/configAttributesApi';
import { CSS_PARTS, CSS_PROPERTIES } from '../../src/core/elements/stylingApi';
import { attributeType } from './attributeType';
import type { DocumentedElement, ElementApiDocs } from './ElementApiDocs';

export const README_START = '<!-- element-api:start -->';
export const README_END = '<!-- element-api:end -->';

/** A table cell: pipes escaped, line breaks folded. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text: string) => `\`${cell(text)}\``;

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const isShared = (attribute: AttributeApi) => CONFIG_ATTRIBUTES_API.some((shared) => shared.name === attribute.name);

function defaultOf(attribute: AttributeApi): string {
  if (!attribute.default) return attribute.required ? 'required' : '—';
  return /^[\w/{}.:-]+$/.test(attribute.default) ? code(attribute.default) : cell(attribute.default);
}

function elementSection({ api, events }: DocumentedElement): string {
  const own = api.attributes.filter((attribute) => !isShared(attribute));
  const parts = [`#### \`<${api.tagName}>\`\n\n${api.summary} ${api.description}`];
  parts.push(
    own.length
      ? `${table(
          ['attribute', 'type', 'default', 'meaning'],
          own.map((a) => [code(a.name), code(attributeType(a)), defaultOf(a), cell(a.description)]),
        )}\n\nand the shared attributes above.`
      : 'Attributes: the shared ones above.',
  );
  if (events.length) {
    const rows = events.map((event) => [
      code(event.name),
      code(event.detailType.replace(/;\s*}/g, ' }')),
      cell(event.description) +
        (event.deprecatedName ? ` Also fired as ${code(event.deprecatedName)} (deprecated, removed in the next release).` : ''),
    ]);
    parts.push(`Events (\`CustomEvent\`, bubbling and composed):\n\n${table(['event', '`detail`', 'when'], rows)}`);
  }
  if (api.slots.length)
    parts.push(
      table(
        ['slot', 'what goes there'],
        api.slots.map((slot) => [code(slot.name), cell(slot.description)]),
      ),
    );
  parts.push(`Parts: ${api.cssParts.map((part) => code(part.name)).join(', ')}.`);
  return parts.join('\n\n');
}

/**
 * The element reference of docs/embedding.md, between README_START and README_END: the shared attributes, then per
 * element its own attributes, events, slots and parts, then the parts and custom properties. Written by
 * `npm run docs`; a unit test fails when docs/embedding.md holds anything else.
 */
export function renderReadmeSection(docs: ElementApiDocs): string {
  const shared = table(
    ['attribute', 'default', 'meaning'],
    CONFIG_ATTRIBUTES_API.map((attribute) => [
      code(attribute.name),
      defaultOf(attribute),
      cell(attribute.description) + ('values' in attribute ? ` One of ${attribute.values.map(code).join(', ')}.` : ''),
    ]),
  );
  const body = [
    README_START,
    '<!-- Generated from src/core/elements/*Api.ts by `npm run docs`: edit those files, not this section. -->',
    '',
    '### Element reference',
    '',
    '#### Attributes every element understands',
    '',
    'The first element on the page to name one configures the page.',
    '',
    shared,
    '',
    'Boolean attributes follow HTML: present is true whatever the value (`public`, `public=""`, even',
    '`public="false"`), absent is false. As a property, `el.public = true` adds the attribute and `false`',
    "removes it; `''`, which Vue sets for a bare attribute, is true. (React 18 writes `public={false}` as",
    '`public="false"`, which is present: write `public={isPublic || undefined}` there.)',
    '',
    ...docs.elements.flatMap((element) => [elementSection(element), '']),
    '#### Styling',
    '',
    'Elements render in open shadow roots, so host CSS does not reach inside. Restyle through `::part()`',
    'and through these custom properties, set on the element or any ancestor (they win over the theme):',
    '',
    table(
      ['part', 'what it is'],
      Object.values(CSS_PARTS).map((part) => [code(part.name), cell(part.description)]),
    ),
    '',
    table(
      ['custom property', 'default', 'what it colours'],
      CSS_PROPERTIES.map((p) => [code(p.name), /^[#\w.-]+$/.test(p.default) ? code(p.default) : cell(p.default), cell(p.description)]),
    ),
    '',
    'Typings: `/platon/custom-elements.json` (custom-elements manifest), `/platon/platon.d.ts`',
    '(`HTMLElementTagNameMap`, typed `addEventListener`), `/platon/platon-react.d.ts` (JSX for React 18 and',
    '19) and `/platon/platon-vue.d.ts` (Vue `GlobalComponents`).',
    README_END,
  ];
  return body.join('\n');
}

/** docs/embedding.md with its element reference replaced by `section`. */
export function replaceReadmeSection(readme: string, section: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} section`);
  return readme.slice(0, start) + section + readme.slice(end + README_END.length);
}
