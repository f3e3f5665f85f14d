import type { ReactNode } from 'react';
import type { TableButtonMeta } from '../../core/api/tableContract';
import { Button } from '../../ui/Button';
import { buttonAttributes } from '../../ui/buttonVariant';
import { Icon } from '../../ui/icons/Icon';
import type { Translate } from '../../ui/useTranslator';
import { TableLink } from './TableLink';
import type { TableLinks } from './TableLinks';

export interface TableToolbarProps {
  title: string;
  titleId: string;
  /** 1 where the table is the page's subject; default 2. */
  headingLevel?: 1 | 2;
  /** The table's buttons; those placed `top` show here. */
  buttons: readonly TableButtonMeta[];
  links: TableLinks;
  /** Column settings for signed-in users (docs/behaviour.md §2); absent: no button. */
  onColumnSettings?: () => void;
  /** Export for exportable tables; absent: no button. */
  onExport?: () => void;
  /** The filter bar's fold button (FiltersToggle) and, folded, the applied filters' chips, for tables with filters. */
  filtersToggle?: ReactNode;
  t: Translate;
}

/**
 * The bar above a table: its title, the filter bar's button with the applied filters beside it, the table's top
 * buttons (links, docs/behaviour.md §1), and the column settings and export buttons, which open their dialogs.
 *
 * @example
 * <TableToolbar title="Appeals" titleId={id} buttons={def.buttons} links={links} onExport={openExport} t={t} />
 */
export function TableToolbar({
  title,
  titleId,
  headingLevel = 2,
  buttons,
  links,
  onColumnSettings,
  onExport,
  filtersToggle,
  t,
}: TableToolbarProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const top = buttons.filter((button) => button.position === 'top');
  return (
    <div className="pl-table-toolbar" part="header">
      <Heading id={titleId} className="pl-table-toolbar__title">
        {title}
      </Heading>
      {filtersToggle ? <div className="pl-table-toolbar__filters">{filtersToggle}</div> : null}
      <div className="pl-table-toolbar__actions">
        {top.map((button) => (
          <TableLink key={button.id} link={button.link} links={links} {...buttonAttributes(button.cssClass)}>
            <Icon cssClass={button.icon} />
            {button.label}
          </TableLink>
        ))}
        {onColumnSettings ? (
          <Button aria-haspopup="dialog" onClick={onColumnSettings}>
            {t('Устунлар созламалари')}
          </Button>
        ) : null}
        {onExport ? (
          <Button aria-haspopup="dialog" onClick={onExport}>
            {t('Экспорт')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
