import { unsupportedNode } from './nodeSupport';

// Imported first by the server's entry points (and run by `npm start` before it builds), so an older Node.js
// stops with one line instead of failing somewhere later with a stack.
const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
