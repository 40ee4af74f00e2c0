import { describe, expect, it } from 'vitest';
import { canChangeRole, canRemove, permissionsOf } from './roles';

describe('workspace permissions, as the server grants them', () => {
  it('lets an owner do everything, owners included', () => {
    const owner = permissionsOf('owner');
    expect(owner).toMatchObject({ manage: true, deleteWorkspace: true });
    expect(owner.assignable).toEqual(['owner', 'admin', 'editor', 'commenter', 'viewer']);
    expect(canChangeRole(owner, 'owner')).toBe(true);
    expect(canRemove(owner, 'owner')).toBe(true);
  });

  it('lets an admin manage everyone but owners, never giving the owner role or deleting', () => {
    const admin = permissionsOf('admin');
    expect(admin).toMatchObject({ manage: true, deleteWorkspace: false });
    expect(admin.assignable).toEqual(['admin', 'editor', 'commenter', 'viewer']);
    expect(canChangeRole(admin, 'owner')).toBe(false);
    expect(canRemove(admin, 'owner')).toBe(false);
    expect(canChangeRole(admin, 'viewer')).toBe(true);
    expect(canRemove(admin, 'admin')).toBe(true);
  });

  it.each(['editor', 'commenter', 'viewer'] as const)('lets a %s manage nothing', (role) => {
    const permissions = permissionsOf(role);
    expect(permissions).toEqual({ manage: false, deleteWorkspace: false, assignable: [] });
    expect(canChangeRole(permissions, 'viewer')).toBe(false);
    expect(canRemove(permissions, 'viewer')).toBe(false);
  });
});
