/**
 * The rows both render benches draw: deterministic, 20 fields of mixed kinds (text, integers, money, dates)
 * like a real registry page, generated the same way on both pages so only the rendering differs.
 */
export function benchRows(count: number): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  for (let i = 0; i < count; i++) {
    const row: Record<string, string | number> = { id: i + 1 };
    for (let c = 1; c < 20; c++) {
      if (c % 4 === 1) row[`f${c}`] = `Text ${(i * 7 + c) % 997} of row ${i + 1}`;
      else if (c % 4 === 2) row[`f${c}`] = (i * 31 + c * 17) % 100_000;
      else if (c % 4 === 3) row[`f${c}`] = ((i * 131 + c) % 1_000_000) / 100;
      else row[`f${c}`] = `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    }
    rows.push(row);
  }
  return rows;
}

export const BENCH_FIELDS = ['id', ...Array.from({ length: 19 }, (_, c) => `f${c + 1}`)];

/** The page's query: ?rows=1000 (default). */
export function benchRowCount(): number {
  return Number(new URLSearchParams(location.search).get('rows') ?? 1000);
}

/** Marks the time the content is painted: after React's commit, the next frame, then a task. */
export function markPainted(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      (window as unknown as { __painted: number }).__painted = performance.now();
    }, 0),
  );
}
