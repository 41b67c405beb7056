import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import type { ProgramDto } from '../teams/dto/team.dto';
import { ProgramEntity } from '../teams/program.entity';
import { teamRules } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import { logoUrlOf, toProgramDto } from '../teams/team-view';
import { TeamEntity } from '../teams/team.entity';
import { TeamsRepository } from '../teams/teams.repository';
import type { UpdateEntityLogoDto, UpdateProgramBrandingDto } from './branding.dto';
import { parseLogo } from './logo-image';
import { LOGO_STORAGE, type LogoStorage } from './logo-storage';

/** Program branding: colours (applied only when the plan is not Basic) and logos for programs and teams. */
@Injectable()
export class BrandingService {
  constructor(
    private readonly db: DataSource,
    private readonly teams: TeamsRepository,
    private readonly loader: TeamContextLoader,
    @Inject(LOGO_STORAGE) private readonly storage: LogoStorage,
  ) {}

  /** Program admins save the colours on any plan; the program view applies them only when it is not Basic. */
  async updateProgramBranding(
    user: AuthUser,
    input: UpdateProgramBrandingDto,
  ): Promise<{ program: ProgramDto }> {
    const program = await this.programAdministeredBy(user, input.programId);
    const changes: Partial<ProgramEntity> = {};
    if (input.colorPrimary !== undefined) changes.colorPrimary = input.colorPrimary;
    if (input.colorSecondary !== undefined) changes.colorSecondary = input.colorSecondary;
    if (Object.keys(changes).length > 0) {
      await this.db.getRepository(ProgramEntity).update({ id: program.id }, changes);
      Object.assign(program, changes);
    }
    const teamIds = (await this.teams.teamsOfProgram(program.id)).map((team) => team.id);
    return { program: toProgramDto(program, teamIds) };
  }

  /**
   * Stores (or with an empty logo removes) the logo of a program (program admins) or a team (team or program
   * admins). The file is written before the row: a failed write leaves the old logo in place.
   */
  async updateEntityLogo(
    user: AuthUser,
    input: UpdateEntityLogoDto,
    now = new Date(),
  ): Promise<{ logoUrl: string | null }> {
    const target = await this.logoTarget(user, input.entityId);
    const version = input.logo ? String(now.getTime()) : null;
    if (input.logo) {
      const { bytes, contentType } = parseLogo(input.logo);
      await this.storage.put(input.entityId, bytes, contentType);
    } else {
      await this.storage.remove(input.entityId);
    }
    await this.db.getRepository(target).update({ id: input.entityId }, { logoVersion: version });
    return { logoUrl: logoUrlOf(input.entityId, version) };
  }

  /** The stored logo; null (not an error) when there is none. */
  readLogo(entityId: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    return this.storage.get(entityId);
  }

  private async logoTarget(
    user: AuthUser,
    entityId: string,
  ): Promise<typeof ProgramEntity | typeof TeamEntity> {
    if (await this.teams.programById(entityId)) {
      await this.programAdministeredBy(user, entityId);
      return ProgramEntity;
    }
    const context = await this.loader.load(entityId);
    if (!teamRules.canAdminister(context, user.id)) throw new AppError('G003');
    return TeamEntity;
  }

  private async programAdministeredBy(user: AuthUser, programId: string): Promise<ProgramEntity> {
    const program = await this.teams.programById(programId);
    if (!program) throw new AppError('G004');
    if (!program.admins.includes(user.id)) throw new AppError('G003');
    return program;
  }
}
