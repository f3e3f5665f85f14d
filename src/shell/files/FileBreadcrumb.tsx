import { fileManagerAddress } from '../../core/files/fileManagerAddress';
import type { Translate } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';

export interface FileBreadcrumbProps {
  category: { key: string; name: string };
  folder: string;
  t: Translate;
}

/**
 * Where the listing is: the file manager, the category, then each folder down to the open one, every step
 * above it a link. The open place is the last item, `aria-current="page"`.
 */
export function FileBreadcrumb({ category, folder, t }: FileBreadcrumbProps) {
  const folders = folder.split('/').filter(Boolean);
  const steps = [
    { label: t('Файл менежери'), to: fileManagerAddress({}) },
    { label: category.name, to: fileManagerAddress({ category: category.key }) },
    ...folders.map((name, index) => ({
      label: name,
      to: fileManagerAddress({ category: category.key, folder: folders.slice(0, index + 1).join('/') }),
    })),
  ];
  return (
    <nav className="pl-fm__breadcrumb" aria-label={t('Жойлашув')}>
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.to} aria-current="page">
              {step.label}
            </li>
          ) : (
            <li key={step.to}>
              <AppLink to={step.to}>{step.label}</AppLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
