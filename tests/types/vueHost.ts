// A Vue 3 host: the elements as global components through platon-vue.d.ts (what vue-tsc checks templates
// against), read here the way a template's props and listeners are.
import type { GlobalComponents } from 'vue';

type TableProps = InstanceType<GlobalComponents['platon-table']>['$props'];

export const props: TableProps = {
  name: 'appeals',
  public: true,
  apiBase: '/api/',
  onPlatonTableRowClick: (e) => e.detail.row,
};
// @ts-expect-error `level` is a number (or its text)
export const wrong: TableProps = { level: true };
