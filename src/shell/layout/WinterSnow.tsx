import { useStore } from 'zustand';
import { isWinterMode } from '../../core/season/isWinterMode';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';

const FLAKES = 14;

/**
 * Winter mode (docs/behaviour.md §12, the `winterModeDate` project setting): a light snowfall over `<platon-app>` from
 * 1 December to that date (15 February by default), over the part of the element in view (issue 40).
 * Decoration only: hidden from assistive technology, never in the pointer's way, and not drawn for users who
 * ask for reduced motion (layoutCss).
 */
export function WinterSnow({ runtime, now = new Date() }: { runtime: PlatonRuntime; now?: Date }) {
  const date = useStore(runtime.store, (s) => s.projectInfo?.winterModeDate);
  if (!isWinterMode(now, date)) return null;
  return (
    <div className="pl-winter" aria-hidden="true" data-winter="on">
      {/* The part of the element in view, where the flakes fall (layoutCss). */}
      <div className="pl-winter__sky">
        {Array.from({ length: FLAKES }, (_, i) => (
          <span
            key={i}
            className="pl-winter__flake"
            style={{ left: `${(i * 97) % 100}%`, animationDelay: `${(i * 1.7) % 9}s`, animationDuration: `${9 + (i % 5) * 2}s` }}
          >
            ❄
          </span>
        ))}
      </div>
    </div>
  );
}
