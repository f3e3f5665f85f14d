import type { ComponentProps } from 'react';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'default' | 'primary' | 'danger';
  block?: boolean;
}

/** A real `<button>` (type="button" unless said otherwise, so it never submits a form by accident). */
export function Button({ variant = 'default', block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['pl-button', variant !== 'default' && `pl-button--${variant}`, block && 'pl-button--block', className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
