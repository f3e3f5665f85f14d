// First: an unsupported Node.js stops here with one line, before anything else loads.
import './requireSupportedNode';
import { loadConfig } from './config';
import { reportStartFailure } from './reportStartFailure';
import { startServer } from './startServer';

/**
 * Entry point of `npm start` / `node dist/server/main.js`: configuration comes from the environment only, and
 * PLATON_DEMO unset means the demo (the repository's two-command path). `platon start` runs the same server.
 */
Promise.resolve()
  .then(() => startServer(loadConfig()))
  .catch(reportStartFailure);
