import { useId } from 'react';
import type { SignerKey } from '../../core/eimzo/Signer';
import type { Translate } from '../../ui/useTranslator';

/** The choice that stands for "a key file from this computer", always offered last. */
export const KEY_FILE_CHOICE = 'file';

export interface KeyListProps {
  t: Translate;
  keys: SignerKey[];
  value: string;
  onChange(id: string): void;
  disabled?: boolean;
}

/**
 * The keys to sign with (docs/behaviour.md §10 signature tab): each with its owner, organisation, TIN or PINFL and validity,
 * then the key-file choice. Native radio buttons, so arrows move the choice and the labels name each one.
 */
export function KeyList({ t, keys, value, onChange, disabled }: KeyListProps) {
  const name = useId();
  const now = Date.now();
  return (
    <fieldset className="pl-keys" disabled={disabled}>
      <legend className="pl-keys__legend">{t('Калитни танланг')}</legend>
      {keys.map((key) => {
        const { subject } = key;
        const expired = subject.validTo !== null && subject.validTo.getTime() < now;
        return (
          <label key={key.id} className="pl-key">
            <input
              type="radio"
              name={name}
              value={key.id}
              checked={value === key.id}
              disabled={expired}
              onChange={() => onChange(key.id)}
            />
            <span className="pl-key__text">
              <span className="pl-key__name">{key.source === 'idcard' ? t('ID-карта') : (subject.fullName ?? key.id)}</span>
              {subject.organization ? <span className="pl-key__line">{subject.organization}</span> : null}
              <span className="pl-key__line pl-muted">
                {[subject.tin ? `${t('СТИР')}: ${subject.tin}` : null, subject.pinfl ? `${t('ЖШШИР')}: ${subject.pinfl}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {subject.validTo ? (
                <span className={expired ? 'pl-key__line pl-field-error' : 'pl-key__line pl-muted'}>
                  {expired ? t('Муддати ўтган') : t('{0} гача амал қилади', { 0: subject.validTo.toLocaleDateString('ru-RU') })}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      <label className="pl-key">
        <input
          type="radio"
          name={name}
          value={KEY_FILE_CHOICE}
          checked={value === KEY_FILE_CHOICE}
          onChange={() => onChange(KEY_FILE_CHOICE)}
        />
        <span className="pl-key__text">
          <span className="pl-key__name">{t('Калит файли')}</span>
          <span className="pl-key__line pl-muted">{t('Компьютердаги .pfx ёки .p12 файл')}</span>
        </span>
      </label>
    </fieldset>
  );
}
