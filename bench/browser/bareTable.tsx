// The baseline of DESIGN §6: a bare React <table> of the same rows, no features at all.
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BENCH_FIELDS, benchRowCount, benchRows, markPainted } from './benchData';

const rows = benchRows(benchRowCount());

function BareTable() {
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

createRoot(document.getElementById('root')!).render(<BareTable />);
