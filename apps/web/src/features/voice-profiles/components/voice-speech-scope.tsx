import type { TWorkspace } from '@transcribe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The workspaces the user belongs to; the choice is shown only when there is one. */
  workspaces: TWorkspace[];
  /** null: the user's own files. */
  value: number | null;
  onChange: (workspaceId: number | null) => void;
}

/** Where to look for a voice: the user's own files, or one of their workspaces' files. */
export function VoiceSpeechScope({ workspaces, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  if (workspaces.length === 0) return null;
  return (
    <div className="flex items-center gap-2 text-fg">
      <label htmlFor={id} className="shrink-0">
        {t('voiceProfiles.speech.scope')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="h-7 min-w-0 rounded-lg border border-border bg-elevated px-2 text-xs text-fg hover:bg-hover"
      >
        <option value="">{t('voiceProfiles.speech.scopeOwn')}</option>
        {workspaces.map((workspace) => (
          <option key={workspace.workspace_id} value={workspace.workspace_id}>
            {workspace.workspace_name}
          </option>
        ))}
      </select>
    </div>
  );
}
