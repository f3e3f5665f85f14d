import type { ControlProps } from './ControlProps';
import { FeaturedInput } from './text/FeaturedInput';
import { PlainInput } from './text/PlainInput';

/**
 * Single-line text (`input`, `text`, SPEC §2.9): placeholder, textAlign, addon boxes left and right, a mask
 * (a pattern between slashes or a mask definition) and suggestions (`suggestionsUrl`, local `data`) in an
 * accessible combobox: arrow keys move, Enter picks, Escape closes. An element with neither a mask nor
 * suggestions gets the plain input, which mounts none of their hooks (DESIGN §6).
 *
 * @example
 * <InputControl element={{ id: 3, type: 'input', dataField: 'phone', mask: '+998 00 000-00-00' }} env={env} />
 */
export function InputControl(props: ControlProps) {
  const { element } = props;
  const featured = Boolean(element.mask?.trim() || element.suggestionsUrl?.trim() || element.data?.length);
  return featured ? <FeaturedInput {...props} /> : <PlainInput {...props} />;
}
