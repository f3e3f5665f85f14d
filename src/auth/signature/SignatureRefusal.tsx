import { useId, useState } from 'react';
import type { EimzoRefusal } from '../../core/eimzo/eimzoErrorMessage';
import type { Translate } from '../../ui/useTranslator';

/** What the details link of the revoked and not-allowed refusals explains (docs/behaviour.md §9). */
const DETAILS: Record<string, string> = {
  'Электрон имзо бекор қилинган': 'Калитни берган марказ уни бекор қилган. Янги калит олинг ёки бошқа калитни танланг.',
  'Бу электрон имзо билан тизимга кириш мумкин эмас':
    'Бу калит билан кириш ҳисобингиз созламаларида тақиқланган. Логин ва парол билан кириб, профилдаги электрон имзолар рўйхатини текширинг.',
};

/** A refused signature sign-in: the text, and for docs/behaviour.md §9's revoked and not-allowed a "Батафсил" disclosure. */
export function SignatureRefusal({ t, refusal }: { t: Translate; refusal: EimzoRefusal }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const details = refusal.details ? DETAILS[refusal.message] : undefined;
  return (
    <div className="pl-alert pl-alert--danger" role="alert">
      {t(refusal.message)}
      {details ? (
        <>
          {' '}
          <button type="button" className="pl-link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {t('Батафсил')}
          </button>
          <p id={id} className="pl-alert__details" hidden={!open}>
            {t(details)}
          </p>
        </>
      ) : null}
    </div>
  );
}
