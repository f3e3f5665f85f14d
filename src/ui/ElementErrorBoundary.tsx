import { Component, type ReactNode } from 'react';

export interface ElementErrorBoundaryProps {
  /** What the element shows, for the log line: `[platon] table failed: …`. */
  what: string;
  /** The error message the element throws when its name attribute is missing: logged as it is. */
  nameRequiredError: string;
  /** Already translated texts of the fallback. */
  texts: { nameRequired: string; failed: string };
  /** A new value (the element's name) clears a caught error and tries again. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Catches what an element's view throws while rendering (a missing name, a bug) so the host page keeps
 * working: the error is logged and an alert takes the element's place.
 *
 * @example
 * <ElementErrorBoundary what="table" nameRequiredError={TABLE_NAME_REQUIRED} texts={{ nameRequired: t('Жадвал номи кўрсатилмаган'), failed: t('Хатолик') }} resetKey={name}>
 *   <TableElement … />
 * </ElementErrorBoundary>
 */
export class ElementErrorBoundary extends Component<ElementErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    const { nameRequiredError, what } = this.props;
    console.error(message === nameRequiredError ? nameRequiredError : `[platon] ${what} failed: ${message}`, error);
  }

  override componentDidUpdate(previous: ElementErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="pl-error-view" role="alert">
        <p className="pl-error-view__message">
          {error.message === this.props.nameRequiredError ? this.props.texts.nameRequired : this.props.texts.failed}
        </p>
      </section>
    );
  }
}
