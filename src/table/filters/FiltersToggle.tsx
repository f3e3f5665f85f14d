import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export interface FiltersToggleProps {
  collapsed: boolean;
  /** Filters with a value: shown on the button while the bar is folded, so a filtered table says so. */
  applied: number;
  /** Id of the filter bar the button shows and hides. */
  controls: string;
  onToggle(): void;
  t: Translate;
}

/**
 * The button that folds the filter bar away and brings it back (issue 13: on a phone eight filters left room
 * for three rows). A real button with `aria-expanded`; folded, its label counts the filters that apply.
 *
 * @example
 * <FiltersToggle collapsed applied={2} controls={barId} onToggle={toggle} t={t} />
 */
export function FiltersToggle({ collapsed, applied, controls, onToggle, t }: FiltersToggleProps) {
  return (
    <Button className="pl-filters-toggle" aria-expanded={!collapsed} aria-controls={controls} onClick={onToggle}>
      <span aria-hidden="true">{collapsed ? '▸ ' : '▾ '}</span>
      {collapsed && applied ? t('Фильтрлар ({0})', { 0: String(applied) }) : t('Фильтрлар')}
    </Button>
  );
}
