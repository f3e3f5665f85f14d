/** The first element matching `selector` under `root` whose trimmed text is exactly `text` (what a user reads). */
export function byText<E extends Element = HTMLElement>(root: ParentNode, selector: string, text: string): E | null {
  return ([...root.querySelectorAll<E>(selector)].find((el) => el.textContent?.trim() === text) ?? null) as E | null;
}
