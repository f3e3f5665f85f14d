import { Component, type ReactNode } from 'react';
import { TABLE_NAME_REQUIRED } from './tableNameRequired';

export interface TableErrorBoundaryProps {
  /** Already translated texts of the fallback. */
  texts: { nameRequired: string; failed: string };
  /** A new value (the element's name) clears a caught error and tries again. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Catches what a `<platon-table>` throws while rendering (a missing name, a bug) so the host page keeps
 * working: the error is logged and an alert takes the table's place.
 *
 * @example
 * <TableErrorBoundary texts={{ nameRequired: t('Жадвал номи кўрсатилмаган'), failed: t('Хатолик') }}><TableElement … /></TableErrorBoundary>
 */
export class TableErrorBoundary extends Component<TableErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message === TABLE_NAME_REQUIRED ? TABLE_NAME_REQUIRED : `[platon] table failed: ${message}`, error);
  }

  override componentDidUpdate(previous: TableErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="pl-error-view" role="alert">
        <p className="pl-error-view__message">{error.message === TABLE_NAME_REQUIRED ? this.props.texts.nameRequired : this.props.texts.failed}</p>
      </section>
    );
  }
}
