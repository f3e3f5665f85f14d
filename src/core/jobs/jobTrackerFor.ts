import type { PlatonRuntime } from '../runtime/platonRuntime';
import { createJobTracker, type JobTracker, type JobTrackerOptions } from './createJobTracker';

const trackers = new WeakMap<PlatonRuntime, JobTracker>();

/**
 * The page's job tracker (createJobTracker), one per runtime and so shared by every element, made when a view
 * that shows or starts jobs first asks for it: the top bar's indicator, `/async`, the export and import
 * dialogs. It was made with the runtime, which put its code in every page's entry, a form's too. `pollMs`
 * (tests) applies to the call that makes it.
 *
 * @example
 * const jobs = jobTrackerFor(runtime);
 * jobs.track(await jobs.startExport('appeals', { level: 1 }));
 */
export function jobTrackerFor(runtime: PlatonRuntime, { pollMs }: Pick<JobTrackerOptions, 'pollMs'> = {}): JobTracker {
  let tracker = trackers.get(runtime);
  if (!tracker) {
    tracker = createJobTracker({ api: runtime.api, store: runtime.store, toasts: runtime.toasts, pollMs });
    trackers.set(runtime, tracker);
  }
  return tracker;
}
