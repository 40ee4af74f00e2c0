import { WORKSPACE_NAME_MAX, ZWorkspaceName } from '@transcribe/contract';
import type { TFunction } from 'i18next';

/** What keeps a workspace name from being sent (the contract's rules, in the reader's language), or undefined. */
export function workspaceNameProblem(name: string, t: TFunction): string | undefined {
  if (ZWorkspaceName.safeParse(name).success) return undefined;
  if (!name.trim()) return t('workspaces.nameRequired');
  if (name.trim().length > WORKSPACE_NAME_MAX)
    return t('workspaces.nameTooLong', { max: WORKSPACE_NAME_MAX });
  return t('workspaces.nameInvalid');
}

/** How a member is named on the page: their full name when they gave one, else their address. */
export const memberName = (member: { user_full_name: string | null; user_email: string }) =>
  member.user_full_name?.trim() || member.user_email;
