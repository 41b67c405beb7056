import { makeProgram, makeTeam } from '../../test/factories';
import { toTeamEdits, toUpdateProgramTeams } from './program-teams-form';

describe('toUpdateProgramTeams', () => {
  const program = makeProgram();
  const varsity = makeTeam(program, { name: 'Varsity', sport: 'BASKETBALL_HS' });
  const jv = makeTeam(program, { name: 'JV', sport: 'BASKETBALL_HS' });
  const u12 = makeTeam(program, { name: 'U12', sport: 'BASKETBALL_HS' });

  it('sends added, changed and removed teams only', () => {
    const edits = toTeamEdits([varsity, jv, u12]);
    edits[0] = { ...edits[0]!, name: 'Varsity Boys' };
    edits[1] = { ...edits[1]!, removed: true };
    edits.push({ key: 'n1', id: null, name: 'Frosh', sport: 'BASKETBALL_WOMENS_COLLEGE', removed: false });
    edits.push({ key: 'n2', id: null, name: '', sport: 'BASKETBALL_HS', removed: false });
    const { request } = toUpdateProgramTeams(program.id, [varsity, jv, u12], edits);
    expect(request).toEqual({
      programId: program.id,
      added: [{ name: 'Frosh', sport: 'BASKETBALL_WOMENS_COLLEGE' }],
      modified: [{ id: varsity.id, name: 'Varsity Boys', sport: 'BASKETBALL_HS' }],
      removed: [jv.id],
    });
  });

  it('refuses bad names and removing every team', () => {
    const bad = toTeamEdits([varsity]);
    bad[0] = { ...bad[0]!, name: '!bad' };
    expect(toUpdateProgramTeams(program.id, [varsity], bad).errors[varsity.id]).toBeDefined();
    const none = toTeamEdits([varsity]).map((edit) => ({ ...edit, removed: true }));
    expect(toUpdateProgramTeams(program.id, [varsity], none)).toMatchObject({
      request: null,
      formError: 'A program needs at least one team',
    });
  });
});
