import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Translate } from '../ui/useTranslator';

export type SignInTab = 'password' | 'signature';

const TABS: { key: SignInTab; label: string }[] = [
  { key: 'password', label: 'Логин ва парол' },
  { key: 'signature', label: 'Электрон рақамли имзо' },
];

export interface SignInTabsProps {
  t: Translate;
  value: SignInTab;
  onChange(tab: SignInTab): void;
  children: ReactNode;
}

/**
 * The ways in that need a form of their own (docs/behaviour.md §2): a WAI-ARIA tab list, arrows and Home/End move between
 * the tabs, the panel below belongs to the selected one.
 */
export function SignInTabs({ t, value, onChange, children }: SignInTabsProps) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent, index: number) {
    const last = TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + TABS.length) % TABS.length;
    onChange(TABS[next].key);
    refs.current[next]?.focus();
  }

  return (
    <>
      <div className="pl-auth__tabs" role="tablist" aria-label={t('Кириш усули')}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            className="pl-auth__tab"
            aria-selected={value === tab.key}
            aria-controls={`${id}-panel`}
            tabIndex={value === tab.key ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
}
