import { useEffect, useState } from 'react';

/**
 * A loading indicator that appears only after `delay` ms (docs/behaviour.md §12: the export modal's spinner after 200 ms),
 * so a quick load does not flash one. A polite live region once shown.
 *
 * @example
 * <Suspense fallback={<DelayedSpinner delay={200} text={t('Юкланмоқда...')} />}>…</Suspense>
 */
export function DelayedSpinner({ delay, text }: { delay: number; text: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return shown ? (
    <div className="pl-spinner pl-table__lazy-spinner" role="status">
      {text}
    </div>
  ) : null;
}
