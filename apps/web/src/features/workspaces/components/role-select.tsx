import type { TWorkspaceRole } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

interface Props {
  value: TWorkspaceRole;
  roles: readonly TWorkspaceRole[];
  onChange: (role: TWorkspaceRole) => void;
  /** The select's accessible name (its visible label, when there is one, uses `id`). */
  label?: string;
  id?: string;
  disabled?: boolean;
  /** Its height (h-10 unless given). */
  className?: string;
}

/** A role picker: each role by its translated name, what it allows as the option's title. */
export function RoleSelect({ value, roles, onChange, label, id, disabled, className }: Props) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TWorkspaceRole)}
      className={cn(fieldClasses, className ?? 'h-10')}
    >
      {roles.map((role) => (
        <option key={role} value={role} title={t(`workspaces.roleHints.${role}`)}>
          {t(`workspaces.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
