import type { MobilePanels } from '../../core/layout/mobilePanels';
import type { Translate } from '../../ui/useTranslator';

export interface MobileBarProps {
  t: Translate;
  title: string;
  panels: MobilePanels;
  sidebarId: string;
  topbarId: string;
  onToggle(panel: keyof MobilePanels): void;
}

/**
 * The bar shown under 992 px (docs/behaviour.md §1): a button for the menu drawer, the project title, and a button for
 * the top bar's items, which fold away on small screens. Opening one panel closes the other.
 */
export function MobileBar({ t, title, panels, sidebarId, topbarId, onToggle }: MobileBarProps) {
  return (
    <>
      <button
        type="button"
        className="pl-icon-button pl-mobilebar__button"
        aria-controls={sidebarId}
        aria-expanded={panels.drawer}
        aria-label={t('Меню')}
        onClick={() => onToggle('drawer')}
      >
        <span className="pl-burger" aria-hidden="true" />
      </button>
      {/* The page's own heading says it to assistive technology; this is its echo for eyes, outside any landmark. */}
      <span className="pl-mobilebar__title" aria-hidden="true">
        {title}
      </span>
      <button
        type="button"
        className="pl-icon-button pl-mobilebar__button"
        aria-controls={topbarId}
        aria-expanded={panels.topbar}
        aria-label={t('Қўшимча амаллар')}
        onClick={() => onToggle('topbar')}
      >
        <span className="pl-kebab" aria-hidden="true">
          ⋮
        </span>
      </button>
    </>
  );
}
