import { sendKeys } from '@web/test-runner-commands';
import { settle } from '../../../ui/testing/mountInShadow';

/** Focuses `target` and types `text` with real key presses, as a user does. */
export async function typeInto(target: HTMLElement, text: string): Promise<void> {
  target.focus();
  await sendKeys({ type: text });
  await settle();
}
