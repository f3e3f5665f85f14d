import type { Translate } from '../../../ui/useTranslator';
import { SvgIcon } from './SvgIcon';

export interface MenuControlsProps {
  t: Translate;
  unlocked: boolean;
  onUnlockedChange(unlocked: boolean): void;
  canReset: boolean;
  onReset(): void;
}

/**
 * The reordering controls (docs/behaviour.md §1): a toggle that unlocks or locks drag-and-drop (a pressed button while
 * unlocked) and a reset to the server's order. While unlocked a hint names the keyboard alternative.
 */
export function MenuControls({ t, unlocked, onUnlockedChange, canReset, onReset }: MenuControlsProps) {
  const hint = t('Жойини ўзгартириш учун судранг ёки Alt+↑/↓ тугмаларини босинг');
  return (
    <div className="pl-nav-controls">
      <button
        type="button"
        className="pl-icon-button pl-nav-controls__button"
        aria-pressed={unlocked}
        title={t('Менюни тартиблаш')}
        onClick={() => onUnlockedChange(!unlocked)}
      >
        <SvgIcon name={unlocked ? 'unlock' : 'lock'} />
        <span className="pl-sr-only">{t('Менюни тартиблаш')}</span>
      </button>
      <button
        type="button"
        className="pl-icon-button pl-nav-controls__button"
        title={t('Тартибни тиклаш')}
        disabled={!canReset}
        onClick={onReset}
      >
        <SvgIcon name="reset" />
        <span className="pl-sr-only">{t('Тартибни тиклаш')}</span>
      </button>
      {unlocked ? <p className="pl-nav-controls__hint">{hint}</p> : null}
    </div>
  );
}
