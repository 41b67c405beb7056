import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import {
  createFolderSchema,
  deleteFolderSchema,
  movePlaybookItemsSchema,
  updateFolderSchema,
} from './dto/folders.dto';
import { FoldersService } from './folders.service';

@Controller('api/playbook')
export class FoldersController {
  constructor(private readonly folders: FoldersService) {}

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
}
