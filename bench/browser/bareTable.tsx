// The baseline of docs/performance.md: a bare React <table> of rows generated in the page, no features at all.
import { createRoot } from 'react-dom/client';
import { BareRowsTable } from './BareRowsTable';
import { benchRowCount, benchRows } from './benchData';

createRoot(document.getElementById('root')!).render(<BareRowsTable rows={benchRows(benchRowCount())} />);
