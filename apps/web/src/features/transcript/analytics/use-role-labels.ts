import { useCallback, useState } from 'react';

/** The local storage key of the user's names for the agent and the customer (any transcript, any language). */
export const ROLES_STORAGE_KEY = 'analyticsRoles';
/** The longest label kept, in characters. */
export const ROLE_LABEL_MAX_LENGTH = 40;

export type Role = 'agent' | 'customer';
/** The user's own labels; '' means the translated default ('Agent', 'Customer'). */
export type RoleLabels = Record<Role, string>;

const clean = (value: unknown) => (typeof value === 'string' ? value.slice(0, ROLE_LABEL_MAX_LENGTH) : '');

function readStored(): RoleLabels {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ROLES_STORAGE_KEY) ?? '{}');
    const stored = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return { agent: clean(stored.agent), customer: clean(stored.customer) };
  } catch {
    return { agent: '', customer: '' };
  }
}

/** The renamable agent and customer labels, kept in local storage so they survive a reload. */
export function useRoleLabels(): [RoleLabels, (role: Role, label: string) => void] {
  const [labels, setLabels] = useState(readStored);
  const rename = useCallback((role: Role, label: string) => {
    setLabels((current) => {
      const next = { ...current, [role]: clean(label) };
      try {
        localStorage.setItem(ROLES_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the label still applies until the page closes.
      }
      return next;
    });
  }, []);
  return [labels, rename];
}
