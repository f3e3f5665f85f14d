/** The three picker colours of a theme colour (docs/behaviour.md §2 Theme) as one striped chip; decorative, the button carries the name. */
export function ThemeSwatch({ colors }: { colors: readonly [string, string, string] }) {
  return (
    <span className="pl-theme-swatch" aria-hidden="true">
      {colors.map((color, index) => (
        <span key={index} className="pl-theme-swatch__part" style={{ background: color }} />
      ))}
    </span>
  );
}
