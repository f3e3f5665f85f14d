import type { ControlProps } from './ControlProps';

// STUB: the helper that owns this control replaces this file.
export function CodeControl(_props: ControlProps) {
  return null;
}
