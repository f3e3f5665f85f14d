import type { KeyboardEvent } from 'react';
import type { Translate } from '../../../ui/useTranslator';

export interface CoordinateTexts {
  lat: string;
  lng: string;
}

export interface CoordinateInputsProps {
  texts: CoordinateTexts;
  onTexts(texts: CoordinateTexts): void;
  /** Spread on the latitude input: the control's id, name, states and aria (useFormControl's inputProps). */
  latInputProps: { id: string; disabled: boolean; readOnly: boolean } & Record<string, unknown>;
  /** Called when focus leaves either input. */
  onBlur(): void;
  /** Enter in either input (a polygon adds its point); absent, Enter does what it does in a form. */
  onEnter?: () => void;
  t: Translate;
}

/**
 * The keyboard path of the map controls: latitude and longitude inputs. The latitude input carries the
 * control's id, so the field's label names it (together with its own 'Кенглик' label); the longitude input
 * has the id plus `-lng`. A coordinate that is not a number in range is marked invalid as it is typed.
 *
 * @example
 * <CoordinateInputs texts={texts} onTexts={setTexts} latInputProps={inputProps} onBlur={onBlur} t={env.t} />
 */
export function CoordinateInputs({ texts, onTexts, latInputProps, onBlur, onEnter, t }: CoordinateInputsProps) {
  const lngId = `${latInputProps.id}-lng`;
  const onKeyDown = onEnter
    ? (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }
    : undefined;
  const badRange = (text: string, limit: number) => {
    const number = Number(text.trim().replace(',', '.'));
    return text.trim() !== '' && !(Number.isFinite(number) && Math.abs(number) <= limit);
  };
  return (
    <>
      <div className="pl-geo__coordinate">
        <label className="pl-geo__coordinate-label" htmlFor={latInputProps.id}>
          {t('Кенглик')}
        </label>
        <input
          {...latInputProps}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          part="input"
          className="pl-input"
          value={texts.lat}
          placeholder="41.311081"
          aria-invalid={badRange(texts.lat, 90) || latInputProps['aria-invalid'] ? true : undefined}
          onChange={(event) => onTexts({ ...texts, lat: event.target.value })}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="pl-geo__coordinate">
        <label className="pl-geo__coordinate-label" htmlFor={lngId}>
          {t('Узунлик')}
        </label>
        <input
          id={lngId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          part="input"
          className="pl-input"
          value={texts.lng}
          placeholder="69.240562"
          disabled={latInputProps.disabled}
          readOnly={latInputProps.readOnly}
          aria-invalid={badRange(texts.lng, 180) ? true : undefined}
          onChange={(event) => onTexts({ ...texts, lng: event.target.value })}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        />
      </div>
    </>
  );
}
