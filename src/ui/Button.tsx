import type { ComponentProps } from 'react';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'default' | 'primary' | 'danger';
  block?: boolean;
}

/**
 * A real `<button>` (type="button" unless said otherwise, so it never submits a form by accident). Host pages
 * restyle it through `::part(button)`, and a primary or danger one also through `::part(primary)` / `::part(danger)`.
 */
export function Button({ variant = 'default', block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['pl-button', variant !== 'default' && `pl-button--${variant}`, block && 'pl-button--block', className];
  const part = variant === 'default' ? 'button' : `button ${variant}`;
  return <button type={type} part={part} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
