import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  /** The field's visible label, tied to it. */
  label: string;
  /** The value the field starts with each time the dialog opens. */
  initialValue?: string;
  /** A textarea instead of a single-line input (docs/behaviour.md §6 "prompt (input or textarea)"). */
  multiline?: boolean;
  placeholder?: string;
  /** A refusal to show under the field (e.g. a required answer left empty); the field is marked invalid. */
  error?: string | null;
  okLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onSubmit(value: string): void;
  onCancel(): void;
}

/**
 * Asks for one value. Enter submits a single-line input; in a textarea Enter is a new line and Ctrl+Enter
 * (Cmd+Enter) submits. The field has the focus with its text selected, so typing replaces the default.
 */
export function PromptDialog(props: PromptDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState(props.initialValue ?? '');
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  // Each opening starts from the caller's value, not from what was typed and cancelled last time; adjusted
  // during render (not in an effect) so the old text never flashes.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setValue(props.initialValue ?? '');
  }

  useEffect(() => {
    if (props.open) requestAnimationFrame(() => fieldRef.current?.select());
  }, [props.open]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    props.onSubmit(value);
  }

  function submitOnCtrlEnter(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  }

  const fieldProps = {
    ref: fieldRef,
    id: fieldId,
    name: 'value',
    className: 'pl-input',
    part: 'input',
    value,
    placeholder: props.placeholder,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    onChange: (e: { target: { value: string } }) => setValue(e.target.value),
  };

  return (
    <Dialog
      open={props.open}
      title={props.title}
      width={420}
      closeLabel={props.closeLabel}
      initialFocus={fieldRef}
      onClose={props.onCancel}
      footer={
        <>
          <Button onClick={props.onCancel}>{props.cancelLabel}</Button>
          <Button variant="primary" onClick={() => submit()}>
            {props.okLabel}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <div className="pl-field">
          <label htmlFor={fieldId}>{props.label}</label>
          {props.multiline ? <textarea {...fieldProps} rows={5} onKeyDown={submitOnCtrlEnter} /> : <input {...fieldProps} type="text" />}
          {props.error ? (
            <div id={errorId} className="pl-field-error" role="alert">
              {props.error}
            </div>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
