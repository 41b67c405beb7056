import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { parseInput } from '@chalktalk/platform';
import { changeEmailSchema, changePasswordSchema, updateNameSchema } from '../auth/dto/account-actions.dto';
import type { SessionDto } from '../auth/dto/session.dto';
import { type ReplyLike, SessionReply } from '../auth/session-reply';
import { SignedIn } from '../provider/caller';
import { type Caller, IDENTITY_PROVIDER, type IdentityProvider } from '../provider/identity-provider';

/** A signed-in user's changes to their own account (profile pages under /profile/account). */
@Controller('api/account')
export class AccountChangesController {
  constructor(
    @Inject(IDENTITY_PROVIDER) private readonly identity: IdentityProvider,
    private readonly replies: SessionReply,
  ) {}

  @Post('updateName')
  @HttpCode(200)
  updateName(@SignedIn() caller: Caller, @Body() body: unknown): Promise<SessionDto> {
    return this.identity.updateName(caller, parseInput(updateNameSchema, body));
  }

  @Post('changeEmail')
  @HttpCode(200)
  changeEmail(@SignedIn() caller: Caller, @Body() body: unknown): Promise<SessionDto> {
    return this.identity.changeEmail(caller, parseInput(changeEmailSchema, body).newEmail);
  }

  @Post('changePassword')
  @HttpCode(200)
  async changePassword(
    @SignedIn() caller: Caller,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    const { newPassword } = parseInput(changePasswordSchema, body);
    return this.replies.send(await this.identity.changePassword(caller, newPassword), reply);
  }

  @Post('deleteAccount')
  @HttpCode(200)
  async deleteAccount(
    @SignedIn() caller: Caller,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<Record<string, never>> {
    await this.identity.deleteAccount(caller);
    this.replies.clear(reply);
    return {};
  }
}
