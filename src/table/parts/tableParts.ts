import { lazyPart } from './lazyPart';

/**
 * The table's parts that its first screenful does not draw (they pull in @floating-ui and tabbable): each
 * is a chunk of its own, fetched after the first rows are painted (usePrefetchTableParts) or on first use,
 * whichever comes first.
 */
export const tableParts = {
  columnSettingsDialog: lazyPart(() => import('../settings/ColumnSettingsDialog').then((m) => m.ColumnSettingsDialog)),
  selectFilter: lazyPart(() => import('../filters/controls/SelectFilter').then((m) => m.SelectFilter)),
  dateRangeFilter: lazyPart(() => import('../filters/controls/DateRangeFilter').then((m) => m.DateRangeFilter)),
  hintTooltip: lazyPart(() => import('../view/HintTooltip').then((m) => m.HintTooltip)),
};
