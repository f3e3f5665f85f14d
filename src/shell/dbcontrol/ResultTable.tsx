import type { ReactNode } from 'react';
import type { Translate } from '../../ui/useTranslator';

export interface ResultColumn {
  title: ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Monospaced (SQL texts). */
  code?: boolean;
}

export interface ResultTableProps {
  caption: string;
  columns: ResultColumn[];
  rows: readonly (readonly unknown[])[];
  t: Translate;
}

/**
 * A static table in the page's table style (the product's DataTable needs a server table's metadata; these
 * results have none): sticky header, scrolling sideways and down in its own box, null shown as NULL.
 */
export function ResultTable({ caption, columns, rows, t }: ResultTableProps) {
  return (
    // The scroll box takes focus so a keyboard user can scroll a wide result.
    <div className="pl-dbc__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="pl-dbc__table">
        <caption className="pl-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, columns.length)} className="pl-dbc__null">
                {t('Жадвалда маълумот йўқ')}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, index) => (
                  <td key={index} className={columns[index]?.numeric ? 'pl-dbc__num' : columns[index]?.code ? 'pl-dbc__code' : undefined}>
                    {value === null || value === undefined ? <span className="pl-dbc__null">NULL</span> : String(value)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
