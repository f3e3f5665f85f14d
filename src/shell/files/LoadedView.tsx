import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import type { Loaded } from './useLoaded';

/**
 * What a list loaded with useLoaded shows: an alert with a retry when loading failed, a spinner until the
 * first answer, then `children` of the answer.
 */
export function LoadedView<T>({
  loaded,
  t,
  onRetry,
  children,
}: {
  loaded: Loaded<T>;
  t: Translate;
  onRetry(): void;
  children(value: T): ReactNode;
}) {
  if (loaded.state === 'failed') {
    return (
      <div className="pl-alert pl-alert--danger" role="alert">
        <span>{t('Маълумотларни юклашда хатолик')}</span> <Button onClick={onRetry}>{t('Қайта урунинг')}</Button>
      </div>
    );
  }
  if (!loaded.value) {
    return (
      <div className="pl-spinner" role="status">
        {t('Юкланмоқда...')}
      </div>
    );
  }
  return <>{children(loaded.value)}</>;
}
