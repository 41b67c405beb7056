import type { z } from 'zod';
import { Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { Input, NoInput } from '@chalktalk/platform';
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
  updateName(
    @SignedIn() caller: Caller,
    @Input(updateNameSchema) input: z.infer<typeof updateNameSchema>,
  ): Promise<SessionDto> {
    return this.identity.updateName(caller, input);
  }

  @Post('changeEmail')
  @HttpCode(200)
  changeEmail(
    @SignedIn() caller: Caller,
    @Input(changeEmailSchema) input: z.infer<typeof changeEmailSchema>,
  ): Promise<SessionDto> {
    return this.identity.changeEmail(caller, input.newEmail);
  }

  @Post('changePassword')
  @HttpCode(200)
  async changePassword(
    @SignedIn() caller: Caller,
    @Input(changePasswordSchema) { newPassword }: z.infer<typeof changePasswordSchema>,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    return this.replies.send(await this.identity.changePassword(caller, newPassword), reply);
  }

  @NoInput()
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
