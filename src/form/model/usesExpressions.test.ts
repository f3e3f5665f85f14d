import { describe, expect, it } from 'vitest';
import { usesExpressions } from './usesExpressions';

describe('usesExpressions', () => {
  it('finds display conditions and custom validators, inside containers too', () => {
    expect(usesExpressions([{ id: 1, type: 'input', dataField: 'a', displayCondition: 'b == 1' }])).toBe(true);
    expect(usesExpressions([{ id: 1, type: 'input', dataField: 'a', customValidator: "value ? '' : 'x'" }])).toBe(true);
    const tabs = {
      id: 1,
      type: 'tab_container' as const,
      children: [{ id: 2, type: 'tab' as const, children: [{ id: 3, type: 'input' as const, dataField: 'a', displayCondition: 'x' }] }],
    };
    expect(usesExpressions([tabs])).toBe(true);
  });

  it('is false for a plain form and for blank expressions', () => {
    expect(
      usesExpressions([
        { id: 1, type: 'input', dataField: 'a', displayCondition: '  ', customValidator: null },
        { id: 2, type: 'fieldset', children: [] },
      ]),
    ).toBe(false);
  });
});
