// The floor of any client of the platform API (bench/hostTable.mjs): the same bare React <table>, of rows
// asked from the server. The page's <link rel="preload" as="fetch"> names the call (GET
// public/tables/<name>?level=1&first=, the one <platon-table public> opens with) and starts it while the
// HTML is parsed; this script takes that answer.
import { createRoot } from 'react-dom/client';
import { BareRowsTable } from './BareRowsTable';

type Answer = { firstPage: { page: { rows: Record<string, string | number>[] } } };

const call = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')!.href;
void fetch(call)
  .then((response) => response.json() as Promise<Answer>)
  .then((answer) => createRoot(document.getElementById('root')!).render(<BareRowsTable rows={answer.firstPage.page.rows} />));
