import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
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
  createFolder(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.folders.createFolder(user, parseInput(createFolderSchema, body));
  }

  @HttpCode(200)
  @Post('updateFolder')
  updateFolder(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.folders.updateFolder(user, parseInput(updateFolderSchema, body));
  }

  @HttpCode(200)
  @Post('deleteFolder')
  deleteFolder(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(deleteFolderSchema, body);
    return this.folders.deleteFolder(user, input.playbookId, input.folderId);
  }

  @HttpCode(200)
  @Post('movePlaybookItems')
  movePlaybookItems(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.folders.movePlaybookItems(user, parseInput(movePlaybookItemsSchema, body));
  }

  @HttpCode(200)
  @Post('copyFolder')
  copyFolder(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.copies.copyFolder(user, parseInput(copyFolderSchema, body));
  }
}
