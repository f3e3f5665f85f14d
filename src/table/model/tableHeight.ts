/** Below this viewport height the table takes the whole viewport height (docs/behaviour.md §4). */
const SHORT_SCREEN_HEIGHT = 800;

/**
 * The sticky table body height in CSS pixels (docs/behaviour.md §4): the viewport height minus the measured
 * page header above the table, its pagination, control and filter heights and the page's own space below it
 * (`below`: the paddings and borders that close the page under the table), so the whole table fits the screen
 * and only the body scrolls. The space below used to be a fixed 95 px, which left an empty band under the
 * pager and cost two rows (issue 43). On screens shorter than 800 px nothing is subtracted: the parts would
 * leave the body too small to use, so the page scrolls instead. Never below 0.
 *
 * @example
 * tableHeight({ viewportHeight: 1000, header: 40, pagination: 30, control: 35, filter: 0, below: 24 }); // 871
 * tableHeight({ viewportHeight: 700, header: 40, pagination: 30, control: 35, filter: 0, below: 24 });  // 700
 */
export function tableHeight(parts: {
  viewportHeight: number;
  header: number;
  pagination: number;
  control: number;
  filter: number;
  below: number;
}): number {
  if (parts.viewportHeight < SHORT_SCREEN_HEIGHT) return parts.viewportHeight;
  const used = parts.header + parts.pagination + parts.control + parts.filter + parts.below;
  return Math.max(0, parts.viewportHeight - used);
}
