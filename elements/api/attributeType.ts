import type { AttributeApi } from '../../src/core/elements/ElementApi';

/** The TypeScript type of an attribute's property: `boolean`, `number`, `string` or a union of its values. */
export function attributeType(attribute: AttributeApi): string {
  if (attribute.kind !== 'string') return attribute.kind;
  return attribute.values ? attribute.values.map((value) => `'${value}'`).join(' | ') : 'string';
}
