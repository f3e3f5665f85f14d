import { useState } from 'react';
import type { InstructionSection } from '../../core/api/instructionsContract';
import { instructionAddress, type InstructionPlace } from '../../core/instructions/instructionPlace';
import type { Translate } from '../../ui/useTranslator';
import { SvgIcon } from '../layout/sidebar/SvgIcon';
import { AppLink } from '../routing/AppLink';

export interface InstructionNavProps {
  sections: readonly InstructionSection[];
  /** The open instruction (`aria-current`); its section starts expanded. */
  current: InstructionPlace | null;
  /** Narrow pages fold the list away: closed, it is hidden until the toggle opens it. */
  open: boolean;
  id: string;
  /** A section or subsection was chosen (the narrow list closes). */
  onChosen(): void;
  t: Translate;
}

/**
 * The guide's sections as links, each with a button that shows or hides its subsections. The open
 * section is expanded unless the user folded it; the open instruction is the current page.
 */
export function InstructionNav({ sections, current, open, id, onChosen, t }: InstructionNavProps) {
  // What the user toggled; untouched sections are expanded only while they hold the open instruction.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isCurrent = (main: string, sub: string | null) => current?.main === main && current.sub === sub;
  return (
    <nav className="pl-guide__nav" id={id} data-open={String(open)} aria-label={t('Йўриқнома бўлимлари')}>
      <ul>
        {sections.map((section) => {
          const expanded = toggled.get(section.main) ?? current?.main === section.main;
          const listId = `${id}-${section.main}`;
          return (
            <li key={section.main} className="pl-guide__section">
              <div className="pl-guide__row">
                <AppLink
                  to={instructionAddress({ main: section.main, sub: null })}
                  className="pl-guide__link"
                  aria-current={isCurrent(section.main, null) ? 'page' : undefined}
                  onClick={onChosen}
                >
                  {section.title}
                </AppLink>
                {section.subsections.length ? (
                  <button
                    type="button"
                    className="pl-guide__expand"
                    aria-expanded={expanded}
                    aria-controls={expanded ? listId : undefined}
                    aria-label={section.title}
                    onClick={() => setToggled((previous) => new Map(previous).set(section.main, !expanded))}
                  >
                    <SvgIcon name="chevronRight" />
                  </button>
                ) : null}
              </div>
              {expanded && section.subsections.length ? (
                <ul className="pl-guide__subsections" id={listId}>
                  {section.subsections.map((item) => (
                    <li key={item.sub}>
                      <AppLink
                        to={instructionAddress({ main: section.main, sub: item.sub })}
                        className="pl-guide__link"
                        aria-current={isCurrent(section.main, item.sub) ? 'page' : undefined}
                        onClick={onChosen}
                      >
                        {item.title}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
