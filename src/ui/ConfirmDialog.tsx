import { useRef } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  yesLabel: string;
  noLabel: string;
  closeLabel: string;
  onAnswer(yes: boolean): void;
}

/** Yes/no confirmation, 350 px wide (docs/behaviour.md §6); "no" has the focus so Enter never confirms by accident. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={props.open}
      title={props.title}
      width={350}
      role="alertdialog"
      closeLabel={props.closeLabel}
      initialFocus={noRef}
      onClose={() => props.onAnswer(false)}
      footer={
        <>
          <Button ref={noRef} onClick={() => props.onAnswer(false)}>
            {props.noLabel}
          </Button>
          <Button variant="primary" onClick={() => props.onAnswer(true)}>
            {props.yesLabel}
          </Button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
