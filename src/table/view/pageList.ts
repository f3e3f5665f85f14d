/**
 * The page buttons a pager shows: the first and last page, the current one and two on each side, with
 * 'gap' where pages are skipped (a gap of one page shows that page instead).
 *
 * @example
 * pageList(6, 20); // [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]
 * pageList(2, 4);  // [1, 2, 3, 4]
 */
export function pageList(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const list: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) list.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) list.push('gap');
    list.push(p);
  });
  return list;
}
