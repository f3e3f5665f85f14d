import { iconPath, type IconName } from './menuIcons';

/** A decorative stroked glyph in the current text colour; the control around it carries the name. */
export function SvgIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`pl-icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'grip' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPath(name)} />
    </svg>
  );
}
