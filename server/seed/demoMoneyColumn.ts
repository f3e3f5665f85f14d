import type { ColumnSeed } from './TableSeed';

/**
 * A money column of the demo tables: two decimals, right-aligned cell and footer, never wrapped.
 *
 * @example
 * demoMoneyColumn('Сумма', 'amount', { sumType: 'sum' });
 */
export function demoMoneyColumn(title: string, dataField: string, extra: Partial<ColumnSeed> = {}): ColumnSeed {
  return {
    title,
    dataField,
    width: 150,
    numberFormat: 2,
    dataAlign: 'right',
    footerAlign: 'right',
    dataNowrap: true,
    footerNowrap: true,
    ...extra,
  };
}
