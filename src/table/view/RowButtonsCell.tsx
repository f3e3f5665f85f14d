import type { TableButtonMeta } from '../../core/api/tableContract';
import { buttonAttributes } from '../../ui/buttonVariant';
import { Icon } from '../../ui/icons/Icon';
import { fillLinkTemplate } from '../data/fillLinkTemplate';
import { pinStyle } from './pinStyle';
import { TableLink } from './TableLink';
import type { TableLinks } from './TableLinks';

export interface RowButtonsCellProps {
  buttons: readonly TableButtonMeta[];
  row: Record<string, unknown>;
  slotIndex: number;
  pin: 'left' | 'right' | null;
  links: TableLinks;
}

/**
 * The last cell of a row: the table's row buttons (placement `row`), each a link with the row's fields
 * filled into its template, followed by the link rules (docs/behaviour.md §1).
 *
 * @example
 * <RowButtonsCell buttons={rowButtons} row={row} slotIndex={9} pin={null} links={links} />
 */
export function RowButtonsCell({ buttons, row, slotIndex, pin, links }: RowButtonsCellProps) {
  return (
    <td className={`pl-table__td pl-table__td--buttons${pin ? ` pl-table__cell--pinned-${pin}` : ''}`} style={pinStyle(pin, slotIndex)}>
      {buttons.map((button) => (
        <TableLink
          key={button.id}
          link={fillLinkTemplate(button.link, row)}
          links={links}
          {...buttonAttributes(button.cssClass, 'pl-button pl-table__row-button')}
        >
          <Icon cssClass={button.icon} />
          {button.label}
        </TableLink>
      ))}
    </td>
  );
}
