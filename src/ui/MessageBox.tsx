import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useDialogStyles } from './styles/useDialogStyles';

export type MessageBoxVariant = 'success' | 'error' | 'info' | 'warning';

export interface MessageBoxProps {
  open: boolean;
  variant: MessageBoxVariant;
  /** Translated by the caller; 'Муваффақиятли', 'Хатолик', 'Маълумот', 'Огоҳлантириш' are the usual ones. */
  title: string;
  message: ReactNode;
  okLabel: string;
  closeLabel: string;
  /** Called by OK, ×, Escape and an outside click alike: a message box has only one answer. */
  onClose(): void;
}

/** Plain glyphs in a coloured disc: no icon font to load into every shadow root. */
const ICONS: Record<MessageBoxVariant, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

/**
 * A message with one OK button (docs/behaviour.md §6), coloured and marked by its variant. Errors and warnings are
 * `alertdialog`s, so screen readers announce them at once; OK has the focus so Enter or Space dismisses.
 */
export function MessageBox(props: MessageBoxProps) {
  useDialogStyles();
  const okRef = useRef<HTMLButtonElement>(null);
  const urgent = props.variant === 'error' || props.variant === 'warning';
  return (
    <Dialog
      open={props.open}
      title={props.title}
      width={400}
      role={urgent ? 'alertdialog' : 'dialog'}
      closeLabel={props.closeLabel}
      initialFocus={okRef}
      onClose={props.onClose}
      footer={
        <Button ref={okRef} variant="primary" onClick={props.onClose}>
          {props.okLabel}
        </Button>
      }
    >
      <div className={`pl-message-box pl-message-box--${props.variant}`} data-variant={props.variant}>
        <span className="pl-message-box__icon" aria-hidden="true">
          {ICONS[props.variant]}
        </span>
        <div className="pl-message-box__text">{props.message}</div>
      </div>
    </Dialog>
  );
}
