import { Avatar } from '@mantine/core';
import type { Program } from '../teams.types';

/** Custom colours apply only outside the Basic plan (spec 1 §6); theme defaults otherwise. */
export function ProgramLogo({ program }: { program: Program | null }) {
  if (program?.logoUrl) return <Avatar src={program.logoUrl} alt="" radius="sm" size={28} />;
  const branded = program && program.plan !== 'BASIC' && program.colorPrimary;
  const style = branded
    ? { background: program.colorPrimary ?? undefined, color: program.colorSecondary ?? undefined }
    : undefined;
  return (
    <Avatar
      radius="sm"
      size={28}
      color="brand"
      variant="filled"
      styles={{ placeholder: style }}
      aria-hidden="true"
    >
      {(program?.name ?? 'T').slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
