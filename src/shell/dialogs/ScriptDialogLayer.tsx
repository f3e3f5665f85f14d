import type { VirtualElement } from '@floating-ui/react';
import { useMemo, useState } from 'react';
import type { DialogPoint, DialogRequest, MessageBoxType } from '../../core/dialogs/DialogRequest';
import { MODAL_KINDS } from '../../core/dialogs/DialogRequest';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ContextMenu } from '../../ui/ContextMenu';
import { FilePreviewModal } from '../../ui/FilePreviewModal';
import { MessageBox } from '../../ui/MessageBox';
import { PromptDialog } from '../../ui/PromptDialog';
import { TemporaryTooltip } from '../../ui/TemporaryTooltip';
import { useTranslator, type Translate } from '../../ui/useTranslator';

/** Default titles of the message box by type ('Хатолик' is a base text). */
const MESSAGE_BOX_TITLES: Record<MessageBoxType, string> = {
  success: 'Муваффақиятли',
  error: 'Хатолик',
  info: 'Маълумот',
  warning: 'Огоҳлантириш',
};

/**
 * The dialogs of one host element (ScriptDialogHost): its first modal request, and its temporary tooltips.
 * A chunk of its own with the dialog primitives, loaded when a script first asks for a dialog.
 */
export function ScriptDialogLayer({ requests, runtime }: { requests: readonly DialogRequest[]; runtime: PlatonRuntime }) {
  const t = useTranslator(runtime.i18n);
  const modal = requests.find((request) => MODAL_KINDS.has(request.kind));
  return (
    <>
      {modal ? <ModalRequest key={modal.id} request={modal} runtime={runtime} t={t} /> : null}
      {requests
        .filter((request) => request.kind === 'tooltip')
        .map((request) => (
          <TooltipRequest key={request.id} request={request} runtime={runtime} t={t} />
        ))}
    </>
  );
}

interface RequestProps<R extends DialogRequest = DialogRequest> {
  request: R;
  runtime: PlatonRuntime;
  t: Translate;
}

function ModalRequest({ request, runtime, t }: RequestProps) {
  const answer = (value: unknown) => runtime.dialogs.answer(request.id, value);
  const cancel = () => runtime.dialogs.cancel(request.id);
  switch (request.kind) {
    case 'confirm': {
      const o = request.options;
      return (
        <ConfirmDialog
          open
          title={t(o.title ?? 'Тасдиқлаш')}
          message={t(o.message)}
          yesLabel={t(o.yesLabel ?? 'Ҳа')}
          noLabel={t(o.noLabel ?? 'Йўқ')}
          closeLabel={t('Ёпиш')}
          onAnswer={answer}
        />
      );
    }
    case 'messageBox': {
      const o = request.options;
      const variant = o.type in MESSAGE_BOX_TITLES ? o.type : 'info';
      return (
        <MessageBox
          open
          variant={variant}
          title={t(o.title ?? MESSAGE_BOX_TITLES[variant])}
          message={t(o.message)}
          okLabel={t('Хўп')}
          closeLabel={t('Ёпиш')}
          onClose={() => answer(undefined)}
        />
      );
    }
    case 'prompt':
      return <PromptRequest request={request} runtime={runtime} t={t} />;
    case 'contextMenu': {
      const o = request.options;
      const at = o.at instanceof Element ? null : o.at;
      return (
        <ContextMenu
          open
          title={o.title === undefined ? undefined : t(o.title)}
          options={o.options.map((option, index) => ({ key: String(index), label: t(option.label), disabled: option.disabled }))}
          at={at}
          anchor={o.at instanceof Element ? o.at : null}
          onSelect={(key) => answer(o.options[Number(key)]?.value ?? null)}
          // Called after onSelect too: by then the request is answered and cancel does nothing.
          onClose={cancel}
        />
      );
    }
    case 'preview':
      return (
        <FilePreviewModal
          file={request.options}
          unsupportedText={t("This item can't be previewed")}
          downloadLabel={t('Юклаб олиш')}
          closeLabel={t('Ёпиш')}
          onClose={() => answer(undefined)}
        />
      );
    default:
      return null;
  }
}

function PromptRequest({ request, runtime, t }: RequestProps<Extract<DialogRequest, { kind: 'prompt' }>>) {
  const o = request.options;
  const [error, setError] = useState<string | null>(null);
  return (
    <PromptDialog
      open
      title={t(o.title)}
      label={t(o.label)}
      initialValue={o.value}
      multiline={o.multiline}
      placeholder={o.placeholder === undefined ? undefined : t(o.placeholder)}
      error={error}
      okLabel={t('Хўп')}
      cancelLabel={t('Бекор қилиш')}
      closeLabel={t('Ёпиш')}
      onSubmit={(value) => {
        if (o.required && !value.trim()) setError(t('Майдонни тўлдириш керак'));
        else runtime.dialogs.answer(request.id, value);
      }}
      onCancel={() => runtime.dialogs.cancel(request.id)}
    />
  );
}

function TooltipRequest({ request, runtime, t }: RequestProps<Extract<DialogRequest, { kind: 'tooltip' }>>) {
  const { at, text, ms } = request.options;
  const anchor = useMemo(() => (at instanceof Element ? at : pointElement(at)), [at]);
  return <TemporaryTooltip anchor={anchor} text={t(text)} duration={ms} onDone={() => runtime.dialogs.answer(request.id, undefined)} />;
}

function pointElement({ x, y }: DialogPoint): VirtualElement {
  return { getBoundingClientRect: () => ({ x, y, width: 0, height: 0, top: y, left: x, right: x, bottom: y }) as DOMRect };
}
