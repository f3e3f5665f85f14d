/**
 * Resolves when `promise` settles (whether it resolves or rejects), or after `ms` if it has not by then:
 * for waits that make a view complete but must not hold it up for good (a stalled download).
 *
 * @example
 * await settledWithin(preloadFormControls(elements), 3000); // the form draws, with or without them
 */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
