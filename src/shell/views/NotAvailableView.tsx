import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

/** Routes whose capability arrives with a later piece (tables, forms, system pages) say so plainly. */
export function NotAvailableView({ title }: { title: string }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  return (
    <section className="pl-not-available" aria-labelledby="pl-not-available-title">
      <h1 id="pl-not-available-title">{title}</h1>
      <p role="status">{t('Бу бўлим ҳали мавжуд эмас')}</p>
    </section>
  );
}
