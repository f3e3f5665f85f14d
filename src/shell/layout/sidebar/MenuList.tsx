import type { MenuItem } from '../../../core/api/contract';
import { MenuNode } from './MenuNode';

/** One level of the menu: a list of nodes, each of which renders its own open children. */
export function MenuList({ items, parentKey, id, depth }: { items: MenuItem[]; parentKey: string; id?: string; depth: number }) {
  return (
    <ul className={`pl-nav__list pl-nav__list--depth-${Math.min(depth, 3)}`} id={id}>
      {items.map((item) => (
        <MenuNode key={item.id} item={item} parentKey={parentKey} depth={depth} />
      ))}
    </ul>
  );
}
