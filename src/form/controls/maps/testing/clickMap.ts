import { sendMouse } from '@web/test-runner-commands';
import { settle } from '../../../../ui/testing/mountInShadow';

/**
 * Clicks a map with the real mouse, `dx`/`dy` pixels from its centre (a map's centre is where it opened).
 * Waits out Leaflet's double-click guard so two clicks in a row are two clicks.
 */
export async function clickMap(mapNode: HTMLElement, dx = 0, dy = 0): Promise<void> {
  const box = mapNode.getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2 + dx);
  const y = Math.round(box.top + box.height / 2 + dy);
  await sendMouse({ type: 'click', position: [x, y] });
  await settle(30);
}
