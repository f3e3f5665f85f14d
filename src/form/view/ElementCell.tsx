import { memo, Suspense, useRef } from 'react';
import type { FormElementMeta } from '../../core/api/formMeta';
import { parseCssStyle } from '../../core/menu/parseCssStyle';
import { GEAR_LINK_PROPS, GEAR_SCOPE_PROPS } from '../../ui/gearLink';
import { CONTROL_REGISTRY, FRAMELESS_TYPES, LAZY_TYPES } from '../controls/controlRegistry';
import type { FormEnv } from '../controls/ControlProps';
import { elementEditName } from '../model/elementEditName';
import { elementWidthStyle } from '../model/elementWidthStyle';
import { ControlPlaceholder } from './ControlPlaceholder';
import { FieldFrame } from './FieldFrame';
import type { GearLinks } from './GearLinks';
import { useElementCss } from './useElementCss';
import { useElementScript } from './useElementScript';

export interface ElementCellProps {
  element: FormElementMeta;
  env: FormEnv;
  gear: GearLinks | null;
}

/**
 * One element's cell in the 12-column form grid (width rule of docs/behaviour.md §5, the administrator's cssClass and
 * cssStyle, its own css and js): its control from the registry, value types inside a FieldFrame, containers, buttons and html as
 * they are with the gear link beside them. A type the registry does not know draws nothing.
 *
 * @example
 * <ElementCell element={element} env={env} gear={null} />
 */
export const ElementCell = memo(function ElementCell({ element, env, gear }: ElementCellProps) {
  const cellRef = useRef<HTMLDivElement>(null);
  useElementCss(cellRef, element.id, element.css);
  useElementScript(cellRef, element, env);
  const Control = CONTROL_REGISTRY[element.type];
  if (!Control) return null;
  const style = element.cssStyle
    ? { ...elementWidthStyle(element.width), ...parseCssStyle(element.cssStyle) }
    : elementWidthStyle(element.width);
  const frameless = FRAMELESS_TYPES.has(element.type);
  const className = `pl-form__cell${frameless ? ' pl-form__cell--frameless' : ''}${element.cssClass ? ` ${element.cssClass}` : ''}`;
  const gearHref = gear ? gear.href(element.id) : null;
  const onGear = gear ? (event: React.MouseEvent<HTMLAnchorElement>) => gear.onClick(element.id, event) : undefined;
  const control = LAZY_TYPES.has(element.type) ? (
    <Suspense fallback={<ControlPlaceholder element={element} env={env} />}>
      <Control element={element} env={env} />
    </Suspense>
  ) : (
    <Control element={element} env={env} />
  );
  if (frameless) {
    return (
      <div ref={cellRef} className={className} style={style} data-element-id={element.id} {...(gearHref ? GEAR_SCOPE_PROPS : {})}>
        {gearHref ? (
          <a
            className="pl-field__gear pl-form__gear--corner"
            href={gearHref}
            onClick={onGear}
            {...GEAR_LINK_PROPS}
            aria-label={env.t('Таҳрирлаш: {0}', { 0: elementEditName(element, env.t) })}
          >
            ⚙
          </a>
        ) : null}
        {control}
      </div>
    );
  }
  return (
    <div ref={cellRef} className={className} style={style} data-element-id={element.id} {...(gearHref ? GEAR_SCOPE_PROPS : {})}>
      <FieldFrame element={element} env={env} gearHref={gearHref} onGear={onGear}>
        {control}
      </FieldFrame>
    </div>
  );
});
