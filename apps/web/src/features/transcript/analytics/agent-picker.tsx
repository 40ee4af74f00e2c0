import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

const NOBODY = 'none';

interface Props {
  /** The two speakers of a two-party conversation. */
  speakers: string[];
  /** The speaker picked as the agent; null: nobody. */
  agent: string | null;
  onChoose: (speaker: string | null) => void;
}

/** "Who is the agent?": one of the two speakers by name, or nobody (not a call), for the agent's scorecard. */
export function AgentPicker({ speakers, agent, onChoose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const index = agent === null ? -1 : speakers.indexOf(agent);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('transcript.analytics.whoIsAgent')}
      </label>
      <select
        id={id}
        value={index < 0 ? NOBODY : String(index)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChoose(speakers[Number(event.target.value)] ?? null)}
        className={cn(inputClasses, 'sm:max-w-xs')}
      >
        <option value={NOBODY}>{t('transcript.analytics.noAgent')}</option>
        {speakers.map((speaker, position) => (
          <option key={speaker} value={String(position)}>
            {speaker}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('transcript.analytics.whoIsAgentHint')}
      </p>
    </div>
  );
}
