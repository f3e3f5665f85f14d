import { INSTRUCTION_SEARCH_MIN, type InstructionHit } from '../../core/api/instructionsContract';
import { instructionAddress } from '../../core/instructions/instructionPlace';
import type { Loaded } from '../files/useLoaded';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';

export interface InstructionResultsProps {
  query: string;
  results: Loaded<InstructionHit[]>;
  /** A result was opened: the search gives way to it. */
  onOpen(): void;
  onRetry(): void;
  t: Translate;
}

/** What the guide's search found: each instruction's section, title (a link to it) and the text around the match. */
export function InstructionResults({ query, results, onOpen, onRetry, t }: InstructionResultsProps) {
  const hits = results.value;
  return (
    <section className="pl-guide__results" aria-labelledby="pl-guide-results" aria-busy={results.state === 'loading'}>
      <h2 id="pl-guide-results">{t('Қидирув натижалари')}</h2>
      {query.length < INSTRUCTION_SEARCH_MIN ? null : results.state === 'failed' ? (
        <div className="pl-alert pl-alert--danger" role="alert">
          <span>{t('Маълумотларни юклашда хатолик')}</span> <Button onClick={onRetry}>{t('Қайта урунинг')}</Button>
        </div>
      ) : !hits ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : hits.length ? (
        <ol>
          {hits.map((hit) => (
            <li key={`${hit.main}/${hit.sub ?? ''}`} className="pl-guide__hit">
              {hit.sub ? <div className="pl-guide__hit-section">{hit.sectionTitle}</div> : null}
              <AppLink to={instructionAddress(hit)} onClick={onOpen}>
                {hit.title}
              </AppLink>
              {hit.snippet ? <p>{hit.snippet}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="pl-guide__empty" role="status">
          {t('Натижа топилмади')}
        </p>
      )}
    </section>
  );
}
