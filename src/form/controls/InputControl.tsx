import { Suspense } from 'react';
import type { ControlProps } from './ControlProps';
import { FeaturedInput } from './lazyControls';
import { isFeaturedInput } from './text/isFeaturedInput';
import { PlainInput } from './text/PlainInput';

/**
 * Single-line text (`input`, `text`, docs/behaviour.md §5): placeholder, textAlign, addon boxes left and right, a mask
 * (a pattern between slashes or a mask definition) and suggestions (`suggestionsUrl`, local `data`) in an
 * accessible combobox: arrow keys move, Enter picks, Escape closes. An element with neither a mask nor
 * suggestions gets the plain input, which mounts none of their hooks (docs/performance.md); one with them gets the
 * featured input, a chunk of its own that a form's definition starts (preloadFormControls), drawn as the
 * plain input until it is in.
 *
 * @example
 * <InputControl element={{ id: 3, type: 'input', dataField: 'phone', mask: '+998 00 000-00-00' }} env={env} />
 */
export function InputControl(props: ControlProps) {
  if (!isFeaturedInput(props.element)) return <PlainInput {...props} />;
  return (
    <Suspense fallback={<PlainInput {...props} />}>
      <FeaturedInput {...props} />
    </Suspense>
  );
}
