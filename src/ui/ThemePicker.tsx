import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useRef, useState } from 'react';
import { usePortalRoot } from './PortalRoot';
import { ThemeSwatch } from './ThemeSwatch';
import { useDialogStyles } from './styles/useDialogStyles';

/** A theme as the picker shows it: the catalogue's shape (src/core/theme/themes.ts) with names translated. */
export interface ThemePickerTheme {
  key: string;
  name: string;
  colors: readonly { key: string; name: string; pickerColors: readonly [string, string, string] }[];
}

export interface ThemePickerProps {
  themes: readonly ThemePickerTheme[];
  /** The theme on now. */
  value: { theme: string; color: string };
  /** `theme.color` keys the user may pick; the others are not listed. */
  enabledColors: readonly string[];
  /** The user may not change the theme (docs/behaviour.md §2 admin.hidden): the button is disabled. */
  disabled?: boolean;
  /** Names the button and the popover, e.g. 'Мавзуни танлаш' translated. */
  label: string;
  onChange(theme: string, color: string): void;
}

/**
 * The top bar's theme picker (docs/behaviour.md §1, §12): a button showing the current colours opens a popover listing
 * each theme with a swatch per enabled colour. Swatches are toggle buttons (`aria-pressed` marks the current
 * one) reached with Tab; picking one closes the popover and gives focus back to the button.
 */
export function ThemePicker(props: ThemePickerProps) {
  useDialogStyles();
  const portalRoot = usePortalRoot();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  // Focus lands on the current colour when the popover opens (the first swatch when it is not listed).
  const focusRef = useRef<HTMLButtonElement>(null);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => setOpen(next && !props.disabled),
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(6), flip({ padding: 20 }), shift({ padding: 20 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: !props.disabled }),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const enabled = new Set(props.enabledColors);
  const themes = props.themes
    .map((theme) => ({ ...theme, colors: theme.colors.filter((c) => enabled.has(`${theme.key}.${c.key}`)) }))
    .filter((theme) => theme.colors.length > 0);
  const listed = themes.some((t) => t.key === props.value.theme && t.colors.some((c) => c.key === props.value.color));
  const focusTarget = listed ? props.value : { theme: themes[0]?.key, color: themes[0]?.colors[0]?.key };
  const current = props.themes.find((t) => t.key === props.value.theme)?.colors.find((c) => c.key === props.value.color);

  function pick(theme: string, color: string) {
    setOpen(false);
    props.onChange(theme, color);
  }

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="pl-theme-picker"
        disabled={props.disabled}
        title={props.label}
        {...getReferenceProps()}
      >
        {current ? <ThemeSwatch colors={current.pickerColors} /> : null}
        <span className="pl-sr-only">{props.label}</span>
      </button>
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={focusRef} returnFocus>
            <div
              ref={refs.setFloating}
              id={popoverId}
              className="pl-theme-popover"
              style={floatingStyles}
              aria-label={props.label}
              {...getFloatingProps()}
            >
              {themes.map((theme) => (
                <div key={theme.key} className="pl-theme-popover__theme" role="group" aria-labelledby={`${popoverId}-${theme.key}`}>
                  <div id={`${popoverId}-${theme.key}`} className="pl-theme-popover__name">
                    {theme.name}
                  </div>
                  <div className="pl-theme-popover__colors">
                    {theme.colors.map((color) => {
                      const selected = theme.key === props.value.theme && color.key === props.value.color;
                      return (
                        <button
                          key={color.key}
                          ref={theme.key === focusTarget.theme && color.key === focusTarget.color ? focusRef : undefined}
                          type="button"
                          className="pl-theme-popover__color"
                          aria-pressed={selected}
                          aria-label={`${theme.name}: ${color.name}`}
                          data-theme={theme.key}
                          data-color={color.key}
                          onClick={() => pick(theme.key, color.key)}
                        >
                          <ThemeSwatch colors={color.pickerColors} />
                          <span className="pl-theme-popover__color-name" aria-hidden="true">
                            {color.name}
                          </span>
                        </button>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
