import type { TeamRole } from '../teams/team-roles';
import { DOCUMENT_ACTIONS, documentActionsFor, documentRefusal, normalizeFolderPath } from './document-rules';

const paid = { plan: 'COMPLETE' as const, paid: true };
const as = (role: TeamRole | null, pending = false) => ({ role, pending });

describe('documentRefusal: the role table', () => {
  const table: Record<TeamRole, string[]> = {
    ADMIN: [...DOCUMENT_ACTIONS],
    COACH: [
      'view',
      'acknowledge',
      'create',
      'rename',
      'move',
      'replace',
      'delete',
      'share',
      'viewAcknowledgements',
      'copy',
    ],
    PLAYER: ['view', 'acknowledge'],
    CONTACT: ['view', 'acknowledge'],
  };
  it.each(Object.entries(table))('%s may do exactly its row', (role, allowed) => {
    expect(documentActionsFor(as(role as TeamRole), paid)).toEqual(allowed);
  });

  it('read-only documents can be renamed, moved, replaced or deleted by admins only', () => {
    const readOnly = { readOnly: true };
    for (const action of ['rename', 'move', 'replace', 'delete'] as const) {
      expect(documentRefusal(action, as('COACH'), paid, readOnly)).toBe('forbidden');
      expect(documentRefusal(action, as('ADMIN'), paid, readOnly)).toBeNull();
    }
    expect(documentRefusal('share', as('COACH'), paid, readOnly)).toBeNull();
    expect(documentRefusal('view', as('PLAYER'), paid, readOnly)).toBeNull();
  });

  it('pending members get the guard, strangers a refusal', () => {
    expect(documentRefusal('view', as(null, true), paid)).toBe('pending');
    expect(documentRefusal('view', as(null), paid)).toBe('notMember');
  });

  it('the Basic plan is excluded and unpaid teams are open to admins only', () => {
    expect(documentRefusal('view', as('ADMIN'), { plan: 'BASIC', paid: true })).toBe('planExcluded');
    expect(documentRefusal('view', as('COACH'), { plan: 'COMPLETE', paid: false })).toBe('inactive');
    expect(documentRefusal('view', as('ADMIN'), { plan: 'COMPLETE', paid: false })).toBeNull();
  });
});

describe('normalizeFolderPath', () => {
  it('trims names and empty segments', () => {
    expect(normalizeFolderPath(' Practice / Drills/ ')).toBe('Practice/Drills');
    expect(normalizeFolderPath('')).toBe('');
  });
  it('refuses deep paths and long names', () => {
    expect(normalizeFolderPath('a/b/c/d/e/f')).toBeNull();
    expect(normalizeFolderPath('x'.repeat(40))).toBeNull();
  });
});
