import { createPortal } from 'react-dom';
import { usePortalRoot } from '../../ui/PortalRoot';
import type { Translate } from '../../ui/useTranslator';

/**
 * The hotkey hints shown while Alt is held (docs/behaviour.md §1): the layout's shortcuts in a panel over the page.
 * Read-only and never focused, so holding Alt does not disturb where the user is; `role="status"` lets a
 * screen reader announce it.
 */
export function HotkeyHints({ t, showForceUser }: { t: Translate; showForceUser: boolean }) {
  const portalRoot = usePortalRoot();
  if (!portalRoot) return null;
  const hints: [keys: string[][], text: string][] = [
    [[['Shift', '←']], t('Менюга ўтиш')],
    [
      [
        ['Shift', '→'],
        ['Shift', '↓'],
      ],
      t('Асосий қисмга ўтиш'),
    ],
    [[['Shift', '↑']], t('Юқори панелга ўтиш')],
    [[['Esc']], t('Ойнани ёпиш')],
  ];
  // Only an admin in the user view can switch back; for everyone else the shortcut does nothing.
  if (showForceUser) hints.push([[['Ctrl', 'Shift', 'D']], t('Фойдаланувчи кўринишини ёқиш ёки ўчириш')]);
  return createPortal(
    <div className="pl-hotkeys" role="status" aria-label={t('Тезкор тугмалар')}>
      <h2 className="pl-hotkeys__title">{t('Тезкор тугмалар')}</h2>
      <dl className="pl-hotkeys__list">
        {hints.map(([combos, text]) => (
          <div key={text} className="pl-hotkeys__row">
            <dt>
              {combos.map((combo, i) => (
                <span key={i} className="pl-hotkeys__combo">
                  {i > 0 ? ' / ' : null}
                  {combo.map((key, j) => (
                    <span key={j}>
                      {j > 0 ? '+' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </span>
              ))}
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </div>,
    portalRoot,
  );
}
