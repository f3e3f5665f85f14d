import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { CALL24_COMMENT_MAX, CALL24_TOPIC_MAX, type Call24Settings } from '../../core/api/call24Contract';
import { createCall24Api } from '../../core/call24/createCall24Api';
import { normalizePhone } from '../../core/call24/normalizePhone';
import { definedTextLookup } from '../../core/i18n/definedTextLookup';
import type { Call24ServerMessage } from '../../core/i18n/messages/call24ServerMessages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

const BAD_PHONE: Call24ServerMessage = 'Телефон рақами нотўғри';
const NO_TOPIC: Call24ServerMessage = 'Мавзуни танланг';

export interface Call24DialogProps {
  open: boolean;
  /** Already in the user's language. */
  title: string;
  settings: Call24Settings;
  /** The page it was opened on, sent with the request. */
  page: string;
  onClose(): void;
}

type Errors = { phone?: string; topic?: string; form?: string };

/**
 * The call-back request (issue 15): phone (checked with the server's rule, normalizePhone), topic (one of the
 * configured ones, or typed when none are) and an optional comment. Focus starts on the phone and is trapped
 * while open, Escape closes it and focus returns to the widget's button (Dialog). A refusal from the server
 * (too many requests, switched off) is said in the dialog; success closes it with a toast.
 */
export function Call24Dialog({ open, title, settings, page, onClose }: Call24DialogProps) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const lookup = definedTextLookup(runtime.i18n);
  const api = useMemo(() => createCall24Api(runtime.api), [runtime]);
  const id = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [topic, setTopic] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const topics = settings.topics ?? [];

  // Each opening starts clean but keeps the phone typed before: the same person asks again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setTopic('');
      setComment('');
      setErrors({});
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const found: Errors = {};
    if (!normalizePhone(phone)) found.phone = t(BAD_PHONE);
    if (!topic.trim()) found.topic = t(NO_TOPIC);
    setErrors(found);
    if (found.phone || found.topic) {
      (found.phone ? phoneRef.current : formRef.current?.querySelector<HTMLElement>('[name="topic"]'))?.focus();
      return;
    }
    setSending(true);
    try {
      await api.create({ phone, topic: topic.trim(), comment: comment.trim() || undefined, page });
      runtime.toasts.show('success', 'Сўровингиз қабул қилинди: тез орада сизга қўнғироқ қилишади');
      onClose();
    } catch (error) {
      // The server's text is already in the user's language; no answer at all says so.
      const message = error instanceof ApiError && error.status > 0 ? error.message : t('Сервер билан алоқа йўқ');
      setErrors(
        error instanceof ApiError && error.status === 422 && /телефон|phone|telefon/i.test(message)
          ? { phone: message }
          : { form: message },
      );
    } finally {
      setSending(false);
    }
  }

  const formRef = useRef<HTMLFormElement>(null);
  const field = (name: keyof Errors) => ({
    id: `${id}${name}`,
    name,
    className: 'pl-input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}${name}-error` : undefined,
  });
  const error = (name: keyof Errors) =>
    errors[name] ? (
      <span id={`${id}${name}-error`} className="pl-field-error">
        {errors[name]}
      </span>
    ) : null;

  return (
    <Dialog
      open={open}
      title={title}
      width="min(460px, 100%)"
      closeLabel={t('Ёпиш')}
      initialFocus={phoneRef}
      closeOnOutsideClick={false}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('Бекор қилиш')}</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={sending} aria-busy={sending || undefined}>
            {t('Юбориш')}
          </Button>
        </>
      }
    >
      <form ref={formRef} className="pl-call24-form" onSubmit={(event) => void submit(event)} noValidate>
        {settings.intro ? <p className="pl-call24-form__intro">{lookup(settings.intro)}</p> : null}
        {settings.hours ? <p className="pl-call24-form__hours">{t('Иш вақти: {0}', { 0: lookup(settings.hours) })}</p> : null}
        {errors.form ? (
          <div className="pl-alert pl-alert--danger pl-call24-form__alert" role="alert">
            {errors.form}
          </div>
        ) : null}
        <div className="pl-field">
          <label htmlFor={`${id}phone`}>{t('Телефон рақами')}</label>
          <input
            {...field('phone')}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
            required
            aria-required="true"
            placeholder={t('Масалан: +998 90 123-45-67')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          {error('phone')}
        </div>
        <div className="pl-field">
          <label htmlFor={`${id}topic`}>{t('Мавзу')}</label>
          {topics.length ? (
            <select {...field('topic')} required aria-required="true" value={topic} onChange={(event) => setTopic(event.target.value)}>
              <option value="">{t('Мавзуни танланг')}</option>
              {topics.map((item) => (
                <option key={item} value={item}>
                  {lookup(item)}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...field('topic')}
              type="text"
              required
              aria-required="true"
              maxLength={CALL24_TOPIC_MAX}
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
            />
          )}
          {error('topic')}
        </div>
        <div className="pl-field">
          <label htmlFor={`${id}comment`}>{t('Изоҳ (ихтиёрий)')}</label>
          <textarea
            id={`${id}comment`}
            name="comment"
            className="pl-input"
            rows={3}
            maxLength={CALL24_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        {/* Enter in the phone field sends, as in any form. */}
        <button type="submit" hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
