/** Below this viewport height the table takes the whole viewport height (docs/behaviour.md §4). */
const SHORT_SCREEN_HEIGHT = 800;
/** Page chrome above and below the table that none of the measured parts covers (docs/behaviour.md §4). */
const CHROME_ALLOWANCE = 95;

/**
 * The sticky table body height in CSS pixels (docs/behaviour.md §4): the viewport height minus the measured header,
 * pagination, control and filter heights and a 95 px allowance, so the whole table fits the screen and only
 * the body scrolls. On screens shorter than 800 px nothing is subtracted: the parts would leave the body
 * too small to use, so the page scrolls instead. Never below 0.
 *
 * @example
 * tableHeight({ viewportHeight: 1000, header: 40, pagination: 30, control: 35, filter: 0 }); // 800
 * tableHeight({ viewportHeight: 700, header: 40, pagination: 30, control: 35, filter: 0 });  // 700
 */
export function tableHeight(parts: {
  viewportHeight: number;
  header: number;
  pagination: number;
  control: number;
  filter: number;
}): number {
  if (parts.viewportHeight < SHORT_SCREEN_HEIGHT) return parts.viewportHeight;
  const used = parts.header + parts.pagination + parts.control + parts.filter + CHROME_ALLOWANCE;
  return Math.max(0, parts.viewportHeight - used);
}
