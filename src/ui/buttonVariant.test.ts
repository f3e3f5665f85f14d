import { describe, expect, it } from 'vitest';
import { buttonAttributes, buttonVariant } from './buttonVariant';

describe('buttonVariant', () => {
  it("reads Bootstrap's primary and danger classes of a configuration as the product's variants", () => {
    expect(['btn btn-primary', 'btn-primary', 'btn btn-outline-primary', 'pl-button--primary'].map(buttonVariant)).toEqual([
      'primary',
      'primary',
      'primary',
      'primary',
    ]);
    expect(['btn btn-danger', 'btn-outline-danger'].map(buttonVariant)).toEqual(['danger', 'danger']);
    expect([null, undefined, '', 'btn btn-default', 'btn-primary-ish'].map(buttonVariant)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'default',
    ]);
  });

  it('keeps the configured classes after ours', () => {
    expect(buttonAttributes('btn btn-primary')).toEqual({
      className: 'pl-button pl-button--primary btn btn-primary',
      part: 'button primary',
    });
    expect(buttonAttributes(null, 'pl-button pl-table__row-button')).toEqual({
      className: 'pl-button pl-table__row-button',
      part: 'button',
    });
  });
});
