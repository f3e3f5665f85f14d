// A React 18/19 host using the elements in JSX through platon-react.d.ts.
import { useRef } from 'react';
import type { PlatonTableElement } from './platon';

export function Host() {
  const ref = useRef<PlatonTableElement>(null);
  return (
    <div>
      <platon-table name="x" />
      <platon-table ref={ref} name="appeals" level={2} public api-base="/api/" onplaton-table-row-click={(e) => e.detail.row} />
      <platon-form name="feedback" record-id="5" public={false} onplaton-form-submitted={(e) => e.detail.record.version} />
      <platon-app router-mode="hash" base-path="/app/" class="shell" />
      {/* @ts-expect-error `name` is a string */}
      <platon-table name={42} />
      {/* @ts-expect-error router-mode takes one of its three values */}
      <platon-app router-mode="pushState" />
      {/* @ts-expect-error not an attribute of <platon-page> */}
      <platon-page nmae="about" />
    </div>
  );
}
