import type { RefObject } from 'react';
import type { Translate } from '../../../ui/useTranslator';

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, i) => pad(i));
const MINUTES = Array.from({ length: 60 }, (_, i) => pad(i));

export interface TimeSelectsProps {
  /** 'HH:mm', or null for none yet. */
  value: string | null;
  onChange(value: string): void;
  hourRef: RefObject<HTMLSelectElement | null>;
  t: Translate;
}

/**
 * An hour and a minute select (native, so every keyboard and screen reader knows them), the time picker's
 * body. Choosing one part of an empty time fills the other with 00.
 *
 * @example
 * <TimeSelects value="09:30" onChange={setTime} hourRef={hourRef} t={t} />
 */
export function TimeSelects({ value, onChange, hourRef, t }: TimeSelectsProps) {
  const [hour, minute] = value && /^\d{2}:\d{2}/.test(value) ? [value.slice(0, 2), value.slice(3, 5)] : ['', ''];
  return (
    <div className="pl-picker__time">
      <label>
        {t('Соат')}
        <select ref={hourRef} value={hour} onChange={(event) => onChange(`${event.target.value}:${minute || '00'}`)}>
          {hour ? null : <option value="">--</option>}
          {HOURS.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('Дақиқа')}
        <select value={minute} onChange={(event) => onChange(`${hour || '00'}:${event.target.value}`)}>
          {minute ? null : <option value="">--</option>}
          {MINUTES.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
