import type { ControlProps } from './ControlProps';

// STUB: the helper that owns this control replaces this file.
export function ScrollSelectControl(_props: ControlProps) {
  return null;
}
