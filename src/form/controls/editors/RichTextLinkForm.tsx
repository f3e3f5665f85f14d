import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../ui/useTranslator';
import { linkHref } from './linkHref';

export interface RichTextLinkFormProps {
  t: Translate;
  /** Prefix of the form's ids. */
  idPrefix: string;
  onApply(href: string): void;
  onCancel(): void;
}

/**
 * The small form the link button opens under the toolbar: an address field (Enter applies, Escape cancels)
 * and its two buttons. It is not a nested <form>: it sits inside the record's form, where Enter must not
 * submit the record.
 *
 * @example
 * {linking ? <RichTextLinkForm t={t} idPrefix="f1-4" onApply={setLink} onCancel={close} /> : null}
 */
export function RichTextLinkForm({ t, idPrefix, onApply, onCancel }: RichTextLinkFormProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const href = linkHref(text);
  const apply = () => {
    if (href) onApply(href);
  };
  return (
    <div className="pl-richtext__link" role="group" aria-labelledby={`${idPrefix}-link-label`}>
      <label id={`${idPrefix}-link-label`} htmlFor={`${idPrefix}-link`}>
        {t('Ҳавола манзили')}
      </label>
      <input
        ref={input}
        id={`${idPrefix}-link`}
        part="input"
        className="pl-input"
        type="url"
        value={text}
        placeholder="https://"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="button" part="button primary" className="pl-button pl-button--primary" disabled={!href} onClick={apply}>
        {t('Қўллаш')}
      </button>
      <button type="button" part="button" className="pl-button" onClick={onCancel}>
        {t('Бекор қилиш')}
      </button>
    </div>
  );
}
