import { sendMouse } from '@web/test-runner-commands';
import { settle } from '../../../ui/testing/mountInShadow';

/**
 * Browser tests: a real mouse click (press and release at the element's centre), as a user makes it, so
 * focus moves, outside-press detection and label activation behave as they do for people.
 *
 * @example
 * await clickCenter(mounted.shadow.querySelector('button')!);
 */
export async function clickCenter(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const box = target.getBoundingClientRect();
  const position: [number, number] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'up' });
  await settle();
}
