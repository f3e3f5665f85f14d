import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import { elementVisible } from '../../core/form/elementVisible';
import { fieldElements } from '../../core/form/fieldElements';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { usePaintedOnce } from '../../ui/usePaintedOnce';
import { tabContainerCss } from '../styles/tabContainerCss';
import { labelParts } from '../model/labelParts';
import type { ControlProps } from './ControlProps';
import { shownError } from './shownError';
import { useRememberedTab } from './useRememberedTab';

/**
 * Tabs of a form (docs/behaviour.md §5): the container's `tab` children, the tab list on top, left, right or bottom
 * (tabsPosition), the active tab remembered (useRememberedTab). The ARIA tabs pattern: arrow keys move along
 * the list and select (Home and End too), only the active tab is in the Tab order. The other tabs' fields are
 * drawn once the open one is painted (usePaintedOnce: kitchen_sink's first render drew 31 controls, its open
 * tabs hold 13), and stay mounted, hidden, so their values and validation persist; a tab holding a field with
 * a shown error carries a marker, and a refused submit opens the first such tab when the active one has none.
 * A tab with a displayCondition that does not hold is left out.
 *
 * @example
 * <TabContainerControl element={{ id: 2, type: 'tab_container', tabsPosition: 'left', saveStateKey: 'appeal', children: tabs }} env={env} />
 */
export function TabContainerControl({ element, env }: ControlProps) {
  const tabs = useMemo(() => (element.children ?? []).filter((child) => child.type === 'tab'), [element.children]);
  const position = element.tabsPosition ?? 'top';
  const vertical = position === 'left' || position === 'right';
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, tabContainerCss, STYLE_RANK.form);
  const [chosen, choose] = useRememberedTab(element.saveStateKey, element.activeTab, tabs.length);

  // Only a container with conditional tabs follows the values.
  const conditional = tabs.some((tab) => tab.displayCondition?.trim());
  const values = useWatch({ control: env.control, disabled: !conditional }) as Record<string, unknown> | undefined;
  const shown = tabs.map((tab) => !conditional || elementVisible(tab, values ?? {}, env.evaluate));
  const active = shown[chosen] ? chosen : shown.indexOf(true);

  const fieldsByTab = useMemo(() => tabs.map((tab) => fieldElements(tab.children ?? []).map((field) => field.dataField!)), [tabs]);
  const names = useMemo(() => fieldsByTab.flat(), [fieldsByTab]);
  const formState = useFormState({ control: env.control, name: names });
  const hasError = (index: number) =>
    (fieldsByTab[index] ?? []).some((name) => shownError(env.control.getFieldState(name, formState), formState.isSubmitted) !== null);

  // A submit refused for a field on another tab: show that tab, or the user sees no reason at all.
  const submitCount = formState.submitCount;
  useEffect(() => {
    if (!submitCount || hasError(active)) return;
    const first = tabs.findIndex((_, index) => shown[index] && hasError(index));
    if (first >= 0) choose(first);
    // Once per submit.
  }, [submitCount]);

  const painted = usePaintedOnce(true);
  const tabId = (tab: FormElementMeta) => `${env.idPrefix}-${tab.id}-tab`;
  const panelId = (tab: FormElementMeta) => `${env.idPrefix}-${tab.id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const order = tabs.map((_, index) => index).filter((index) => shown[index]);
    const at = order.indexOf(active);
    const step = (vertical ? { ArrowDown: 1, ArrowUp: -1 } : ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>))[event.key];
    let target: number | undefined;
    if (step !== undefined) target = order[(at + step + order.length) % order.length];
    else if (event.key === 'Home') target = order[0];
    else if (event.key === 'End') target = order[order.length - 1];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    choose(target);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab))}`)?.focus();
  }

  const list = (
    <div className="pl-tabs__list" role="tablist" aria-orientation={vertical ? 'vertical' : 'horizontal'} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        if (!shown[index]) return null;
        const parts = labelParts(tab.label);
        const selected = index === active;
        const error = hasError(index);
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab)}
            className={`pl-tabs__tab${selected ? ' pl-tabs__tab--active' : ''}${error ? ' pl-tabs__tab--invalid' : ''}`}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            disabled={Boolean(tab.isDisabled)}
            onClick={() => choose(index)}
          >
            {parts.top || parts.left || parts.right || parts.bottom}
            {error ? (
              <span className="pl-tabs__marker">
                <span aria-hidden="true">!</span>
                <span className="pl-sr-only">{env.t('Бу бўлимда хатолик бор')}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
  const panels = tabs.map((tab, index) => (
    <div
      key={tab.id}
      role="tabpanel"
      id={panelId(tab)}
      className={`pl-tabs__panel${tab.cssClass ? ` ${tab.cssClass}` : ''}`}
      aria-labelledby={tabId(tab)}
      hidden={index !== active}
    >
      <div className="pl-form__grid">{painted || index === active ? env.renderElements(tab.children ?? []) : null}</div>
    </div>
  ));
  const listFirst = position === 'top' || position === 'left';
  return (
    <div ref={root} className={`pl-tabs pl-tabs--${position}`} id={`${env.idPrefix}-${element.id}`}>
      {listFirst ? list : null}
      <div className="pl-tabs__panels">{panels}</div>
      {listFirst ? null : list}
    </div>
  );
}
