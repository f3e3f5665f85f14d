type PostTask = (callback: () => void, options: { priority: 'background' }) => Promise<unknown>;

/**
 * Readies the browser's data for a time zone as soon as the page has nothing more urgent to do. Chromium's
 * first date formatter for a zone costs 15-30 ms (ICU loads the zone's rules); later ones, inZone's and
 * dayjs's included, about 0.3 ms. Tables and forms ask for it as they send their first calls (prefetchView):
 * on a cold load the page then idles while their chunks and answers arrive, and those milliseconds leave
 * their first render (a date filter's 'today', a form's 'today' defaults and datetimes). Done from the
 * definition's arrival instead, it landed on the first render's path whenever the answer came after the chunks.
 *
 * A background task (scheduler.postTask), not requestIdleCallback: Chromium runs no idle callback while a
 * page loads, so on a cold kitchen_sink the warm-up waited behind the form, whose first render then paid the
 * 17-25 ms itself. Without postTask (Safari, Firefox) it runs after the current task.
 *
 * @example
 * warmTimeZone('Asia/Tashkent');
 */
export function warmTimeZone(timeZone: string): void {
  const warm = () => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric' }).format(0);
    } catch {
      // An unknown zone fails where it is used, with that place's message.
    }
  };
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(warm, { priority: 'background' });
  else setTimeout(warm);
}
