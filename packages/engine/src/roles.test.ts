import { describe, expect, it } from 'vitest';
import {
  GRANTABLE_ROLES,
  isGameMaster,
  isOwner,
  opensConsole,
  ROLES,
  roleOf,
  STORED_ROLES,
  storedRoleOf,
} from './roles';

describe('roles', () => {
  it('name a stored "user" a player, and anything unknown a player too', () => {
    expect(STORED_ROLES.map(roleOf)).toEqual(['owner', 'admin', 'manager', 'player']);
    expect(roleOf('superuser')).toBe('player');
    expect(roleOf(null)).toBe('player');
    expect(roleOf(undefined)).toBe('player');
  });

  it('store each API role back as it came', () => {
    expect(ROLES.map(storedRoleOf)).toEqual(STORED_ROLES);
  });

  it('give the whole console to owners and game masters, and a console to cohort managers', () => {
    expect(ROLES.filter(isGameMaster)).toEqual(['owner', 'admin']);
    expect(ROLES.filter(isOwner)).toEqual(['owner']);
    expect(ROLES.filter(opensConsole)).toEqual(['owner', 'admin', 'manager']);
    expect(opensConsole('user')).toBe(false);
  });

  it('let an owner grant every role but cohort manager, which goes with a cohort', () => {
    expect(GRANTABLE_ROLES).toEqual(['owner', 'admin', 'player']);
  });
});
