import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_MAX_LENGTH, type Role, type RoleLabels } from './use-role-labels';

interface Props {
  /** The transcript's first two speakers (the agent, then the customer), as many as there are. */
  speakers: string[];
  labels: RoleLabels;
  onRename: (role: Role, label: string) => void;
}

const ROLES: Role[] = ['agent', 'customer'];

/** Small fields to rename the agent and customer labels; empty means the default name. */
export function RoleEditor({ speakers, labels, onRename }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-end gap-3 text-sm">
      <legend className="mb-1 text-xs font-medium text-muted">{t('transcript.analytics.labels')}</legend>
      {ROLES.map((role, index) => {
        const speaker = speakers[index];
        if (speaker === undefined) return null;
        return (
          <label key={role} className="flex flex-col gap-1 text-xs text-muted">
            {t('transcript.analytics.labelFor', { speaker })}
            <input
              type="text"
              value={labels[role]}
              placeholder={t(`transcript.analytics.${role}`)}
              maxLength={ROLE_LABEL_MAX_LENGTH}
              onChange={(event) => onRename(role, event.target.value)}
              className="w-40 rounded-md border border-border-strong bg-bg px-2 py-1 text-sm text-fg placeholder:text-muted"
            />
          </label>
        );
      })}
    </fieldset>
  );
}
