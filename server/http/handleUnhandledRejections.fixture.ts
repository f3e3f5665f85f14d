// A server whose routes leave failures nobody awaits, run as a process of its own by
// handleUnhandledRejections.test.ts: vitest catches unhandled rejections itself, so only a real process shows
// whether one would end it.
import Fastify from 'fastify';
import { handleUnhandledRejections } from './handleUnhandledRejections';
import { registerRequestScope } from './requestScope';

const app = Fastify({ logger: { level: 'error', stream: process.stderr } });
registerRequestScope(app);
// Left unanswered on purpose: only the floating failure can answer these.
app.get('/floating', () => {
  void (async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new Error('floating failure (GET)');
  })();
});
app.post('/floating', () => {
  void Promise.reject(new Error('floating failure (POST)'));
});
// Answered first, then a failure: logged, the answer stands.
app.get('/after-answer', async (_request, reply) => {
  await reply.send({ ok: true });
  void Promise.reject(new Error('failure after the answer'));
});
app.get('/alive', async () => ({ alive: true }));
if (process.env.KEEP_SERVING !== '0') handleUnhandledRejections(app.log);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
setTimeout(() => void Promise.reject(new Error('failure outside any request')), 20);
