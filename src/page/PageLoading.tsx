import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { useTranslator } from '../ui/useTranslator';

/** The loading view of a page: a polite live region, so screen readers hear that something is coming. */
export function PageLoading({ runtime }: { runtime: PlatonRuntime }) {
  const t = useTranslator(runtime.i18n);
  return (
    <div className="pl-spinner" role="status">
      {t('Юкланмоқда...')}
    </div>
  );
}
