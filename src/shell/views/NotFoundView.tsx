import { Button } from '../../ui/Button';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

/** docs/behaviour.md §1 /404: big 404, 'Саҳифа топилмади' and a button back home. */
export function NotFoundView() {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  return (
    <section className="pl-not-found" aria-labelledby="pl-not-found-title">
      <p className="pl-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="pl-not-found-title" className="pl-not-found__title">
        {t('Саҳифа топилмади')}
      </h1>
      <Button variant="primary" onClick={() => router.navigate('/')}>
        {t('Бош саҳифага')}
      </Button>
    </section>
  );
}
