import { describe, expect, it } from 'vitest';
import { hasSubmitButton } from './hasSubmitButton';

describe('hasSubmitButton', () => {
  it('finds an always shown submit button at any depth', () => {
    expect(hasSubmitButton([{ id: 1, type: 'fieldset', children: [{ id: 2, type: 'button', action: 'submit' }] }])).toBe(true);
    expect(hasSubmitButton([{ id: 2, type: 'button', action: ' submit ' }])).toBe(true);
  });

  it('ignores link and reset buttons, conditional or disabled submit buttons, and hidden containers', () => {
    expect(
      hasSubmitButton([
        { id: 1, type: 'button', action: '/tables/appeals' },
        { id: 2, type: 'button', action: 'reset' },
      ]),
    ).toBe(false);
    expect(hasSubmitButton([{ id: 2, type: 'button', action: 'submit', displayCondition: 'status == 1' }])).toBe(false);
    expect(hasSubmitButton([{ id: 2, type: 'button', action: 'submit', isDisabled: true }])).toBe(false);
    expect(
      hasSubmitButton([{ id: 1, type: 'fieldset', displayCondition: 'x', children: [{ id: 2, type: 'button', action: 'submit' }] }]),
    ).toBe(false);
    expect(hasSubmitButton([])).toBe(false);
  });
});
