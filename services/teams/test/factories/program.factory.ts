let counter = 0;

/** createProgram input; one basketball team unless told otherwise. */
export function newProgramInput(
  overrides: { name?: string; teams?: { name?: string; sport?: string }[] } = {},
) {
  counter += 1;
  return {
    name: overrides.name ?? `Club ${counter}`,
    teams: overrides.teams ?? [{ name: `Team ${counter}`, sport: 'BASKETBALL_HS' }],
  };
}
