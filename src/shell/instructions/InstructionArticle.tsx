import { useMemo, type MouseEvent, type Ref } from 'react';
import type { Instruction } from '../../core/api/instructionsContract';
import { GEAR_LINK_PROPS, GEAR_SCOPE_PROPS } from '../../ui/gearLink';
import type { Translate } from '../../ui/useTranslator';
import { SvgIcon } from '../layout/sidebar/SvgIcon';
import { AppLink } from '../routing/AppLink';
import { instructionHtml, type InstructionHtmlOptions } from './instructionHtml';

export interface InstructionArticleProps {
  instruction: Instruction;
  /** The reader's language: a note says when the content is the Uzbek text instead. */
  locale: string;
  html: InstructionHtmlOptions;
  /** An administrator's gear link to the instruction's form. */
  canEdit: boolean;
  /** A link inside the content to an app address was clicked. */
  onFollow(to: string, event: MouseEvent): void;
  headingRef?: Ref<HTMLHeadingElement>;
  t: Translate;
}

/** One instruction: its section (for a subsection), title, the administrator's gear, and the rendered content. */
export function InstructionArticle({ instruction, locale, html, canEdit, onFollow, headingRef, t }: InstructionArticleProps) {
  const content = useMemo(() => instructionHtml(instruction.content, html), [instruction.content, html]);
  function click(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest?.('a[data-platon-link]');
    if (!link || event.button !== 0 || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(link.getAttribute('data-platon-link') ?? '/', event);
  }
  return (
    <article className="pl-guide__article" aria-labelledby="pl-guide-title" {...(canEdit ? GEAR_SCOPE_PROPS : {})}>
      {instruction.sub ? <p className="pl-guide__trail">{instruction.sectionTitle}</p> : null}
      <div className="pl-guide__title-row">
        <h2 id="pl-guide-title" ref={headingRef} tabIndex={-1}>
          {instruction.title}
        </h2>
        {canEdit ? (
          <AppLink
            to={`forms/instructions/${instruction.id}?_target=modal`}
            className="pl-guide__edit"
            {...GEAR_LINK_PROPS}
            aria-label={t('Йўриқномани таҳрирлаш')}
            title={t('Йўриқномани таҳрирлаш')}
          >
            <SvgIcon name="pencil" />
          </AppLink>
        ) : null}
      </div>
      {instruction.contentLocale !== locale ? (
        <p className="pl-guide__note">{t('Бу бўлим танланган тилга ҳали таржима қилинмаган')}</p>
      ) : null}
      {/* Sanitised by instructionHtml (DOMPurify). The click handler only catches its links' clicks (Enter on a
          link is a click too), so the block itself is no control. */}
      <div className="pl-guide__content" onClick={click} dangerouslySetInnerHTML={{ __html: content }} />
    </article>
  );
}
