import { useLayoutEffect } from 'react';
import { BENCH_FIELDS, markPainted } from './benchData';

/**
 * The baseline of docs/performance.md: a bare React <table> of the bench's 20 fields, no features at all, marking its
 * paint (markPainted) once committed.
 *
 * @example
 * createRoot(root).render(<BareRowsTable rows={benchRows(1000)} />);
 */
export function BareRowsTable({ rows }: { rows: readonly Record<string, string | number>[] }) {
  useLayoutEffect(markPainted, []);
  return (
    <table>
      <thead>
        <tr>
          {BENCH_FIELDS.map((field) => (
            <th key={field}>{field}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {BENCH_FIELDS.map((field) => (
              <td key={field}>{row[field]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
