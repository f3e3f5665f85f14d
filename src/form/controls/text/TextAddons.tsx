import type { FormAddon } from '../../../core/api/formMeta';
import { Icon } from '../../../ui/icons/Icon';

/**
 * The fixed boxes an element draws beside its input (addonElementsLeft/Right, docs/behaviour.md §5): a text, or an
 * icon by its CSS class. Decoration for sighted users: the text is also read as part of the group.
 *
 * @example
 * <TextAddons addons={[{ text: 'сўм' }]} side="right" />
 */
export function TextAddons({ addons, side }: { addons: readonly FormAddon[] | null | undefined; side: 'left' | 'right' }) {
  if (!addons?.length) return null;
  return (
    <>
      {addons.map((addon, index) => (
        <span key={index} className={`pl-addon pl-addon--${side}`}>
          <Icon cssClass={addon.icon} className="pl-addon__icon" />
          {addon.text ? <span className="pl-addon__text">{addon.text}</span> : null}
        </span>
      ))}
    </>
  );
}
