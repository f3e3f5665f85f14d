// Stands in for the 'vitest' package inside web-test-runner (the bundling plugin aliases it here).
//
// Browser tests import { describe, it, expect, vi } from 'vitest', like unit tests: they type-check against
// vitest's own types with no extra @types, and read the same. In the browser, wtr's mocha runs them (its
// describe/it are globals on the page) and @vitest/expect provides vitest's jest-style matchers on chai.
// Only what is exported below exists; importing anything else is a bundling error naming the missing export.
import * as chai from 'chai';
import { GLOBAL_EXPECT, JestAsymmetricMatchers, JestChaiExpect, JestExtend, setState } from '@vitest/expect';
import { clearAllMocks, fn, isMockFunction, resetAllMocks, restoreAllMocks, spyOn } from '@vitest/spy';

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(JestAsymmetricMatchers);

/** vitest's expect: chai.expect plus the asymmetric matchers (expect.any, ...) and expect.extend. */
export const expect = Object.assign((value, message) => chai.expect(value, message), chai.expect, {
  extend: (matchers) => chai.expect.extend(expect, matchers),
  assert: chai.assert,
});
setState({ assertionCalls: 0, isExpectingAssertions: false, expectedAssertionsNumber: null }, expect);
globalThis[GLOBAL_EXPECT] = expect;
export const assert = chai.assert;

const mocha = /** @type {any} */ (globalThis);

// vitest passes a context object to tests and hooks; mocha treats a function with a parameter as
// callback-style and would wait for `done`. Wrap to a zero-parameter function that passes an empty context.
const bare = (body) => body && (() => body({}));
const withTimeout = (runnable, timeout) => {
  if (typeof timeout === 'number') runnable.timeout(timeout);
  return runnable;
};

const makeTest = (register) => (name, body, timeout) => withTimeout(register(name, bare(body)), timeout);
export const it = Object.assign(makeTest(mocha.it), {
  skip: makeTest(mocha.it.skip),
  only: makeTest(mocha.it.only),
  // A test without a body is "pending" in mocha, which is what todo means.
  todo: (name) => mocha.it(name),
});
export const test = it;

const makeSuite = (register) => (name, body) => register(name, body);
export const describe = Object.assign(makeSuite(mocha.describe), {
  skip: makeSuite(mocha.describe.skip),
  only: makeSuite(mocha.describe.only),
});
export const suite = describe;

const makeHook = (register) => (body, timeout) => withTimeout(register(bare(body)), timeout);
export const beforeAll = makeHook(mocha.before);
export const afterAll = makeHook(mocha.after);
export const beforeEach = makeHook(mocha.beforeEach);
export const afterEach = makeHook(mocha.afterEach);

/**
 * Polls `callback` until it stops throwing (or its promise resolves), like vitest's vi.waitFor; handy while
 * React renders into a custom element.
 */
async function waitFor(callback, options = {}) {
  const { timeout = 1000, interval = 50 } = typeof options === 'number' ? { timeout: options } : options;
  const deadline = performance.now() + timeout;
  for (;;) {
    try {
      return await callback();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

/** The part of vitest's `vi` that works in a browser: mock functions, spies and waitFor. */
export const vi = { fn, spyOn, isMockFunction, clearAllMocks, resetAllMocks, restoreAllMocks, waitFor };
