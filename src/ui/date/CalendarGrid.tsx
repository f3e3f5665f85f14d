import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Translate } from '../useTranslator';
import { calendarMonth, shiftDay, weekdayColumn } from './calendarMonth';
import { isDayEnabled, type DayBounds } from './isDayEnabled';

/** Month names and weekday abbreviations as translation keys (Monday first). */
export const MONTH_NAMES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;
const WEEKDAYS = ['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Як'] as const;

export interface CalendarGridProps {
  /** The day that has the keyboard focus, 'YYYY-MM-DD'; its month is the one shown. */
  focusDay: string;
  onFocusDay(day: string): void;
  /** The picked day, if any. */
  selected: string | null;
  today: string;
  bounds: DayBounds;
  onPick(day: string): void;
  /** Receives the focused day's button, for the popover's initial focus. */
  focusRef: RefObject<HTMLButtonElement | null>;
  t: Translate;
}

/**
 * One month as a grid of day buttons (the WAI-ARIA date picker dialog): arrow keys move by a day or a week,
 * Page Up/Down by a month (with Shift by a year), Home/End to the week's ends; Enter or Space picks. Month
 * and year switch with the buttons and selects above. Days outside the bounds stay focusable (so arrows can
 * cross them) but are aria-disabled and cannot be picked.
 *
 * @example
 * <CalendarGrid focusDay="2024-05-15" onFocusDay={setFocusDay} selected={null} today="2024-05-15" bounds={{ min: null, max: null }} onPick={pick} focusRef={dayRef} t={t} />
 */
export function CalendarGrid({ focusDay, onFocusDay, selected, today, bounds, onPick, focusRef, t }: CalendarGridProps) {
  const year = Number(focusDay.slice(0, 4));
  const month = Number(focusDay.slice(5, 7)) - 1;
  const weeks = calendarMonth(year, month);
  const moved = useRef(false);

  // After a keyboard move, focus follows the focused day (possibly into another month's grid).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusRef.current?.focus();
  }, [focusDay, focusRef]);

  const go = (day: string) => {
    moved.current = true;
    onFocusDay(day);
  };

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDay(focusDay, { days: -1 }),
      ArrowRight: () => shiftDay(focusDay, { days: 1 }),
      ArrowUp: () => shiftDay(focusDay, { days: -7 }),
      ArrowDown: () => shiftDay(focusDay, { days: 7 }),
      PageUp: () => shiftDay(focusDay, { months: event.shiftKey ? -12 : -1 }),
      PageDown: () => shiftDay(focusDay, { months: event.shiftKey ? 12 : 1 }),
      Home: () => shiftDay(focusDay, { days: -weekdayColumn(focusDay) }),
      End: () => shiftDay(focusDay, { days: 6 - weekdayColumn(focusDay) }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  }

  const label = (day: string) => `${Number(day.slice(8, 10))} ${t(MONTH_NAMES[Number(day.slice(5, 7)) - 1])} ${day.slice(0, 4)}`;
  const monthStart = `${focusDay.slice(0, 7)}-01`;
  const prevDisabled = Boolean(bounds.min && shiftDay(monthStart, { days: -1 }) < bounds.min);
  const nextDisabled = Boolean(bounds.max && shiftDay(monthStart, { months: 1 }) > bounds.max);
  const years = yearRange(year, bounds);

  return (
    <>
      <div className="pl-picker__head">
        <button
          type="button"
          className="pl-icon-button pl-picker__nav"
          aria-label={t('Олдинги ой')}
          title={t('Олдинги ой')}
          disabled={prevDisabled}
          onClick={() => onFocusDay(shiftDay(focusDay, { months: -1 }))}
        >
          ‹
        </button>
        <select
          aria-label={t('Ой')}
          value={month}
          onChange={(event) => onFocusDay(shiftDay(focusDay, { months: Number(event.target.value) - month }))}
        >
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index}>
              {t(name)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('Йил')}
          value={year}
          onChange={(event) => onFocusDay(shiftDay(focusDay, { months: (Number(event.target.value) - year) * 12 }))}
        >
          {years.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="pl-icon-button pl-picker__nav"
          aria-label={t('Кейинги ой')}
          title={t('Кейинги ой')}
          disabled={nextDisabled}
          onClick={() => onFocusDay(shiftDay(focusDay, { months: 1 }))}
        >
          ›
        </button>
      </div>
      <table className="pl-calendar" role="grid" aria-label={`${t(MONTH_NAMES[month])} ${year}`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {t(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].day}>
              {week.map(({ day, date, inMonth }) => {
                const enabled = isDayEnabled(day, bounds);
                const classes = [
                  'pl-calendar__day',
                  inMonth ? '' : 'pl-calendar__day--outside',
                  day === today ? 'pl-calendar__day--today' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day} role="gridcell" aria-selected={day === selected}>
                    <button
                      ref={day === focusDay ? focusRef : undefined}
                      type="button"
                      className={classes}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={label(day)}
                      aria-disabled={enabled ? undefined : true}
                      aria-current={day === today ? 'date' : undefined}
                      data-day={day}
                      onClick={() => {
                        if (enabled) onPick(day);
                        else go(day);
                      }}
                    >
                      {date}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The years the year select offers: a century back and 20 years ahead of the shown one, within the bounds. */
function yearRange(year: number, bounds: DayBounds): number[] {
  const now = new Date().getFullYear();
  let from = Math.min(year, now - 100);
  let to = Math.max(year, now + 20);
  if (bounds.min) from = Math.max(from, Math.min(year, Number(bounds.min.slice(0, 4))));
  if (bounds.max) to = Math.min(to, Math.max(year, Number(bounds.max.slice(0, 4))));
  const years: number[] = [];
  for (let item = from; item <= to; item += 1) years.push(item);
  return years;
}
