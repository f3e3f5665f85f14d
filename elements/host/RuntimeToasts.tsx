import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { ToastViewport } from '../../src/ui/ToastViewport';
import { useTranslator } from '../../src/ui/useTranslator';

/** Renders the page's toasts if this element holds the page's one toast viewport. */
export function RuntimeToasts({ runtime }: { runtime: PlatonRuntime }) {
  const [owner] = useState(() => Symbol('toast-viewport'));
  const t = useTranslator(runtime.i18n);
  const toasts = useStore(runtime.toasts, (s) => s.toasts);
  const isOwner = useStore(runtime.toasts, (s) => s.viewportOwner === owner);
  useEffect(() => runtime.toasts.claimViewport(owner), [runtime, owner]);
  if (!isOwner) return null;
  return (
    <ToastViewport
      toasts={toasts.map(({ requestId, ...toast }) => ({
        ...toast,
        title: t(toast.title),
        text: t(toast.text),
        detail: requestId ? t('Сўров рақами: {0}', { 0: requestId }) : null,
      }))}
      onDismiss={runtime.toasts.dismiss}
      closeLabel={t('Ёпиш')}
    />
  );
}
