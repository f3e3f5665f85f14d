import { Component, type ReactNode } from 'react';
import { FORM_NAME_REQUIRED } from './formNameRequired';

export interface FormErrorBoundaryProps {
  /** Already translated texts of the fallback. */
  texts: { nameRequired: string; failed: string };
  /** A new value (the element's name) clears a caught error and tries again. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Catches what a `<platon-form>` throws while rendering (a missing name, a bug) so the host page keeps
 * working: the error is logged and an alert takes the form's place.
 *
 * @example
 * <FormErrorBoundary texts={{ nameRequired: t('Форма номи кўрсатилмаган'), failed: t('Хатолик') }}><FormElement … /></FormErrorBoundary>
 */
export class FormErrorBoundary extends Component<FormErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message === FORM_NAME_REQUIRED ? FORM_NAME_REQUIRED : `[platon] form failed: ${message}`, error);
  }

  override componentDidUpdate(previous: FormErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="pl-error-view" role="alert">
        <p className="pl-error-view__message">{error.message === FORM_NAME_REQUIRED ? this.props.texts.nameRequired : this.props.texts.failed}</p>
      </section>
    );
  }
}
