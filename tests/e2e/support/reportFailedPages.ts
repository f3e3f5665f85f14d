import { afterEach } from 'vitest';
import { printFailedPages } from './printFailedPages';

// Every e2e file (setupFiles): a failed test's open pages are printed (printFailedPages.ts).
afterEach(({ task }) => printFailedPages(task));
