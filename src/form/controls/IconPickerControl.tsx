import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import ICON_CATALOG from '../../core/icons/iconCatalog.json';
import { Icon } from '../../ui/icons/Icon';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { iconPickerCss } from '../styles/iconPickerCss';
import type { ControlProps } from './ControlProps';
import { textOf } from './text/textOf';
import { useFormControl } from './useFormControl';

/** The grid's columns (its CSS says the same): ArrowUp and ArrowDown move by one row of them. */
const COLUMNS = 8;
/** At most this many icons are drawn at once: a search narrows the set of 1,400. */
const SHOWN = 64;
/** What an empty search offers: the icons menus and buttons use most. */
const COMMON = [
  'house',
  'list',
  'table',
  'file-lines',
  'folder-open',
  'users',
  'user',
  'user-shield',
  'gear',
  'gears',
  'chart-line',
  'chart-pie',
  'map',
  'map-location-dot',
  'building',
  'briefcase',
  'envelope',
  'phone',
  'bell',
  'calendar',
  'clock',
  'book',
  'circle-question',
  'magnifying-glass',
  'pen',
  'trash',
  'download',
  'upload',
  'print',
  'lock',
  'key',
  'database',
  'globe',
  'language',
  'flag',
  'star',
  'tag',
  'image',
  'comment',
  'inbox',
  'layer-group',
  'sitemap',
  'clipboard-list',
  'list-check',
  'truck',
  'cart-shopping',
  'money-bill',
  'file-import',
  'file-export',
  'right-from-bracket',
];

interface IconEntry {
  name: string;
  /** The value the field stores, as configurations always wrote it: 'fa-solid fa-map'. */
  value: string;
  words: string;
  aliases: string;
}

const ENTRIES: IconEntry[] = ICON_CATALOG.map(([name, style, words, aliases]) => ({
  name,
  value: `${style === 'r' ? 'fa-regular' : 'fa-solid'} fa-${name}`,
  words,
  aliases,
}));
const BY_NAME = new Map(ENTRIES.map((entry) => [entry.name, entry]));

/** The icons matching a search, best first: the name itself, names starting with it, containing it, then aliases and search words. */
function search(query: string): IconEntry[] {
  const wanted = query
    .trim()
    .toLowerCase()
    .replace(/^fa-(solid|regular)\s+/, '')
    .replace(/^fa-/, '');
  if (!wanted) return COMMON.flatMap((name) => BY_NAME.get(name) ?? []);
  const rank = (entry: IconEntry) =>
    entry.name === wanted
      ? 0
      : entry.name.startsWith(wanted)
        ? 1
        : entry.name.includes(wanted)
          ? 2
          : entry.aliases.includes(wanted)
            ? 3
            : entry.words.includes(wanted)
              ? 4
              : 5;
  return ENTRIES.map((entry) => ({ entry, rank: rank(entry) }))
    .filter((item) => item.rank < 5)
    .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name))
    .slice(0, SHOWN)
    .map((item) => item.entry);
}

/** The icon's name in a stored value ('fa-solid fa-map' → 'map'); null when it names none. */
function nameOf(value: string): string | null {
  const name = value
    .split(/\s+/)
    .find((part) => part.startsWith('fa-') && BY_NAME.has(part.slice(3)))
    ?.slice(3);
  return name ?? null;
}

/**
 * The `icon` element (docs/configuration-pickers.md): the chosen icon with its name and a clear button, a search
 * field, and a grid of the icons it finds in the product's set (names, aliases and search words: 'location'
 * finds 'map'), which a click or Enter chooses. The field keeps the value configurations always stored
 * ('fa-solid fa-map'), so menus and buttons draw it as before. The search field is a combobox: ArrowDown and
 * ArrowUp move by a row, ArrowLeft and ArrowRight by one once an icon is active, Escape leaves the grid; each
 * icon's accessible name is its name. A lazy chunk of its own (lazyControls): only a form with an icon field
 * downloads the catalogue.
 *
 * @example
 * <IconPickerControl element={{ id: 6, type: 'icon', dataField: 'css_class', label: 'Белги' }} env={env} />
 */
export function IconPickerControl(props: ControlProps) {
  const { env } = props;
  const { t } = env;
  const { value, onChange, onBlur, ref, inputProps, ids, disabled, readOnly } = useFormControl(props);
  const container = useRef<HTMLDivElement>(null);
  useAdoptedStyles(container, iconPickerCss, STYLE_RANK.form);
  const stored = textOf(value).trim();
  const chosen = nameOf(stored);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const found = useMemo(() => search(query), [query]);
  const listId = `${ids.input}-icons`;
  const optionId = (index: number) => `${ids.input}-icon-${index}`;
  const locked = disabled || readOnly;

  const choose = (entry: IconEntry) => {
    if (locked) return;
    onChange(entry.value);
    onBlur();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = found.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      const next = Math.max(0, Math.min(last, to));
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    };
    if (last < 0) return;
    if (event.key === 'ArrowDown') move(active < 0 ? 0 : active + COLUMNS);
    else if (event.key === 'ArrowUp') move(active < 0 ? 0 : active - COLUMNS);
    else if (event.key === 'ArrowRight' && active >= 0) move(active + 1);
    else if (event.key === 'ArrowLeft' && active >= 0) move(active - 1);
    else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape' && active >= 0) {
      event.preventDefault();
      setActive(-1);
    }
  };

  return (
    <div ref={container} className="pl-icon-picker">
      <div className="pl-icon-picker__current">
        <span className="pl-icon-picker__preview">
          <Icon cssClass={stored} />
        </span>
        <span className={`pl-icon-picker__name${stored ? '' : ' pl-icon-picker__none'}`}>{stored || t('Белги танланмаган')}</span>
        {stored && !locked ? (
          <button
            type="button"
            className="pl-button"
            onClick={() => {
              onChange(null);
              onBlur();
            }}
          >
            {t('Белгини тозалаш')}
          </button>
        ) : null}
      </div>
      <input
        {...inputProps}
        ref={ref}
        type="search"
        className="pl-input"
        role="combobox"
        aria-expanded={!locked && found.length > 0}
        aria-controls={locked ? undefined : listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder={t('Белги қидириш')}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {locked ? null : found.length ? (
        <ul id={listId} role="listbox" aria-label={t('Белгилар')} className="pl-icon-picker__grid">
          {found.map((entry, index) => (
            <li
              key={entry.name}
              id={optionId(index)}
              role="option"
              aria-selected={entry.name === chosen}
              aria-label={entry.name}
              title={entry.name}
              className={`pl-icon-picker__option${index === active ? ' pl-icon-picker__option--active' : ''}`}
              // The search field keeps the focus: a click chooses without moving it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setActive(index);
                choose(entry);
              }}
            >
              <Icon cssClass={entry.value} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="pl-icon-picker__empty" role="status">
          {t('Бундай белги топилмади')}
        </p>
      )}
    </div>
  );
}
