import type { z } from 'zod';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { Answer, type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { folderCreatedAnswerSchema, playbookAnswerSchema } from '../playbooks/dto/playbook-answers.dto';
import {
  copyFolderSchema,
  createFolderSchema,
  deleteFolderSchema,
  movePlaybookItemsSchema,
  updateFolderSchema,
} from './dto/folders.dto';
import { FolderCopyService } from './folder-copy.service';
import { FoldersService } from './folders.service';

@Controller('api/playbook')
export class FoldersController {
  constructor(
    private readonly folders: FoldersService,
    private readonly copies: FolderCopyService,
  ) {}

  @HttpCode(200)
  @Post('createFolder')
  @Answer(folderCreatedAnswerSchema, {
    renameFolder: {
      call: 'playbook/updateFolder',
      body: { playbookId: '$request.body#/playbookId', folder: { id: '$response.body#/folder/id' } },
    },
    deleteFolder: {
      call: 'playbook/deleteFolder',
      body: { playbookId: '$request.body#/playbookId', folderId: '$response.body#/folder/id' },
    },
  })
  createFolder(
    @CurrentUser() user: AuthUser,
    @Input(createFolderSchema) input: z.infer<typeof createFolderSchema>,
  ) {
    return this.folders.createFolder(user, input);
  }

  @HttpCode(200)
  @Post('updateFolder')
  @Answer(playbookAnswerSchema)
  updateFolder(
    @CurrentUser() user: AuthUser,
    @Input(updateFolderSchema) input: z.infer<typeof updateFolderSchema>,
  ) {
    return this.folders.updateFolder(user, input);
  }

  @HttpCode(200)
  @Post('deleteFolder')
  @Answer(playbookAnswerSchema)
  deleteFolder(
    @CurrentUser() user: AuthUser,
    @Input(deleteFolderSchema) input: z.infer<typeof deleteFolderSchema>,
  ) {
    return this.folders.deleteFolder(user, input.playbookId, input.folderId);
  }

  @HttpCode(200)
  @Post('movePlaybookItems')
  movePlaybookItems(
    @CurrentUser() user: AuthUser,
    @Input(movePlaybookItemsSchema) input: z.infer<typeof movePlaybookItemsSchema>,
  ) {
    return this.folders.movePlaybookItems(user, input);
  }

  @HttpCode(200)
  @Post('copyFolder')
  copyFolder(
    @CurrentUser() user: AuthUser,
    @Input(copyFolderSchema) input: z.infer<typeof copyFolderSchema>,
  ) {
    return this.copies.copyFolder(user, input);
  }
}
