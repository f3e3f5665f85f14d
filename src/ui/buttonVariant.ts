/**
 * The product's button variant for an administrator's cssClass (docs/behaviour.md §2 table button and form element
 * cssClass): configurations carry Bootstrap's names ('btn btn-primary', 'btn-danger'), which mean nothing
 * inside our shadow roots, so they are read as our primary and danger buttons.
 *
 * @example
 * buttonVariant('btn btn-primary'); // 'primary'
 * buttonVariant('btn-outline-danger'); // 'danger'
 * buttonVariant(null); // 'default'
 */
export function buttonVariant(cssClass: string | null | undefined): 'primary' | 'danger' | 'default' {
  const classes = (cssClass ?? '').split(/\s+/);
  if (classes.some((name) => /^(btn-(outline-)?primary|pl-button--primary)$/.test(name))) return 'primary';
  if (classes.some((name) => /^(btn-(outline-)?danger|pl-button--danger)$/.test(name))) return 'danger';
  return 'default';
}

/**
 * The class and part attributes of a configured button: our button, its variant, then the configured classes
 * (kept, so a host's own rules and tests can still find them).
 *
 * @example
 * buttonAttributes('btn btn-primary'); // { className: 'pl-button pl-button--primary btn btn-primary', part: 'button primary' }
 */
export function buttonAttributes(cssClass: string | null | undefined, base = 'pl-button'): { className: string; part: string } {
  const variant = buttonVariant(cssClass);
  const extra = cssClass?.trim();
  return {
    className: [base, variant !== 'default' && `pl-button--${variant}`, extra].filter(Boolean).join(' '),
    part: variant === 'default' ? 'button' : `button ${variant}`,
  };
}
