import { Injectable, Module } from '@nestjs/common';
import {
  type FormationChanged,
  FormationChangedSchema,
  FormationDeletedSchema,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { grant } from '../access/acl';
import { type SearchDocument, versionOf } from '../index/search-document';
import { IndexWriter } from '../sources/index-writer';
import { SourcesModule } from '../sources/sources.module';

/**
 * A saved formation, found by who can read its playbook: the owner of a personal playbook, the members of an
 * active team for a team playbook (the same grants as a play listed there). Never part of search/global's groups.
 */
export function formationDocument(formation: FormationChanged): SearchDocument {
  return {
    id: `formation:${formation.formationId}`,
    kind: 'formation',
    acl: [formation.teamId ? grant.team(formation.teamId) : grant.user(formation.ownerId)],
    teamIds: formation.teamId ? [formation.teamId] : [],
    playbookIds: [formation.playbookId],
    title: formation.name,
    keywords: formation.attributes.join(' '),
    body: formation.description,
    data: {
      formationId: formation.formationId,
      playbookId: formation.playbookId,
      sport: formation.sport,
      attributes: formation.attributes,
    },
    version: versionOf(formation.changedAt),
  };
}

/** playbook.formation.v1 → formations. */
@Injectable()
export class FormationsIndexer {
  constructor(private readonly writer: IndexWriter) {}

  @OnEvent(Topics.PlaybookFormation, { type: FormationChangedSchema.typeName })
  async changed(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.writer.put(manager, [formationDocument(event.decode(FormationChangedSchema))]);
  }

  @OnEvent(Topics.PlaybookFormation, { type: FormationDeletedSchema.typeName })
  async deleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const formation = event.decode(FormationDeletedSchema);
    await this.writer.remove(manager, [`formation:${formation.formationId}`], versionOf(formation.deletedAt));
  }
}

@Module({ imports: [SourcesModule], providers: [FormationsIndexer] })
export class FormationsIndexerModule {}
