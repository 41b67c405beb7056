import type { Program } from '../teams.types';

/** Custom colours apply only outside the Basic plan (spec 1 §6); theme defaults otherwise. */
export function ProgramLogo({ program }: { program: Program | null }) {
  if (program?.logoUrl) return <img className="program-logo" src={program.logoUrl} alt="" />;
  const branded = program && program.plan !== 'BASIC' && program.colorPrimary;
  const style = branded
    ? { background: program.colorPrimary ?? undefined, color: program.colorSecondary ?? undefined }
    : undefined;
  return (
    <span className="program-logo program-logo--initials" style={style} aria-hidden="true">
      {(program?.name ?? 'T').slice(0, 1).toUpperCase()}
    </span>
  );
}
