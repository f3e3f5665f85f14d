import type { CSSProperties } from 'react';
import { useWatch } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import type { FormEnv } from '../controls/ControlProps';

/** The editors whose height follows their text's lines (one line's height in formCss's placeholder rules). */
const LINE_EDITORS = new Set(['code', 'monaco', 'markdown']);

/**
 * What a lazy control's cell shows until its chunk is in: a spinner in the room the control will take (formCss),
 * so the fields below do not move as it arrives. A code or markdown editor's room counts its value's lines.
 *
 * @example
 * <Suspense fallback={<ControlPlaceholder element={element} env={env} />}><Control element={element} env={env} /></Suspense>
 */
export function ControlPlaceholder({ element, env }: { element: FormElementMeta; env: FormEnv }) {
  const byLines = LINE_EDITORS.has(element.type) && Boolean(element.dataField);
  const value: unknown = useWatch({ control: env.control, name: element.dataField ?? '', disabled: !byLines });
  const lines = byLines && typeof value === 'string' ? value.split('\n').length : 0;
  return (
    <div
      className="pl-control-placeholder"
      data-placeholder-for={element.type}
      data-suspense-fallback=""
      style={lines ? ({ '--pl-lines': lines } as CSSProperties) : undefined}
    >
      <div className="pl-spinner pl-spinner--inline" role="status">
        {env.t('Юкланмоқда...')}
      </div>
    </div>
  );
}
