// A DevTools protocol session with a server started with `--inspect=127.0.0.1:0`, for what only the
// inspector can do from outside: a full garbage collection on demand (HeapProfiler.collectGarbage), so that
// two heap figures taken at different times compare live objects, not garbage still waiting to be collected.

const LISTENING = /Debugger listening on (ws:\/\/\S+)/;

/**
 * @param {() => string} output the server's output so far (startServer's `output`), where Node announces the inspector
 * @returns {Promise<{ collectGarbage(): Promise<void>, close(): void }>}
 */
export async function inspectorSession(output) {
  const address = LISTENING.exec(output())?.[1];
  if (!address) throw new Error(`the server announced no inspector (NODE_OPTIONS=--inspect=127.0.0.1:0):\n${output()}`);
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot open the inspector at ${address}`)), { once: true });
  });
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(`${message.error.message} (inspector)`));
    else call.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject });
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });
  return {
    async collectGarbage() {
      // Twice: objects freed by finalizers or weak references of the first pass go in the second.
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
    },
    close() {
      socket.close();
    },
  };
}
