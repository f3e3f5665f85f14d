/** The `level` attribute of `<platon-table>` as the level asked for: 1 when absent or not positive. */
export function tableLevel(level: number | undefined): number {
  return level && level > 0 ? level : 1;
}
