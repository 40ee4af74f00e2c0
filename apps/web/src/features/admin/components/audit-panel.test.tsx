import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuditEntry } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { adminServer, adminState } from '../testing/admin-server';
import { AuditPanel } from './audit-panel';

describe('the audit log panel', () => {
  it('shows each action in the reader’s words, with target, actor and details', async () => {
    adminServer(adminState());
    renderApp(<AuditPanel />, { language: 'es' });
    const list = await screen.findByRole('list', { name: 'Entradas del registro de auditoría' });
    const entry = within(within(list).getByRole('listitem'));
    expect(entry.getByText('Cuenta modificada')).toBeInTheDocument();
    expect(entry.getByText('user:9')).toBeInTheDocument();
    expect(entry.getByText('por ada@example.com')).toBeInTheDocument();
    expect(entry.getByText('alan@example.com')).toBeInTheDocument();
    expect(entry.getByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through a long log; an action it does not know keeps the server’s name', async () => {
    const user = userEvent.setup();
    const state = adminState();
    const entry = state.audit[0] as TAuditEntry;
    state.audit = Array.from({ length: 50 }, (_, i) => ({
      ...entry,
      audit_id: 100 - i,
      audit_action: 'retention.run',
    }));
    const calls = adminServer(state);
    renderApp(<AuditPanel />);
    expect(await screen.findAllByText('retention.run')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No administrator action yet.')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/v1/admin/audit?page=2&page_size=50');
  });
});
