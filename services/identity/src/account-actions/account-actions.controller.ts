import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { parseInput, Public } from '@chalktalk/platform';
import type { ActionMode } from '../action-codes/action-code.entity';
import { clientAddress, type RequestLike } from '../auth/client-address';
import {
  actionCodeSchema,
  confirmPasswordResetSchema,
  sendPasswordResetSchema,
} from '../auth/dto/account-actions.dto';
import { SignedIn } from '../provider/caller';
import { type Caller, IDENTITY_PROVIDER, type IdentityProvider } from '../provider/identity-provider';

type Empty = Record<string, never>;

/** The emailed-link calls: the /email-action page and the forgot-password form use them signed out. */
@Controller('api/account')
export class AccountActionsController {
  constructor(@Inject(IDENTITY_PROVIDER) private readonly identity: IdentityProvider) {}

  @Public()
  @Post('sendPasswordReset')
  @HttpCode(200)
  async sendPasswordReset(@Body() body: unknown, @Req() req: RequestLike): Promise<Empty> {
    const { email, edition } = parseInput(sendPasswordResetSchema, body);
    await this.identity.sendPasswordReset(email, edition, clientAddress(req));
    return {};
  }

  @Post('sendEmailVerification')
  @HttpCode(200)
  async sendEmailVerification(@SignedIn() caller: Caller): Promise<Empty> {
    await this.identity.sendEmailVerification(caller);
    return {};
  }

  @Public()
  @Post('checkActionCode')
  @HttpCode(200)
  checkActionCode(@Body() body: unknown): Promise<{ mode: ActionMode; email: string }> {
    return this.identity.checkActionCode(parseInput(actionCodeSchema, body).oobCode);
  }

  @Public()
  @Post('applyActionCode')
  @HttpCode(200)
  async applyActionCode(@Body() body: unknown): Promise<Empty> {
    await this.identity.applyActionCode(parseInput(actionCodeSchema, body).oobCode);
    return {};
  }

  @Public()
  @Post('confirmPasswordReset')
  @HttpCode(200)
  async confirmPasswordReset(@Body() body: unknown): Promise<Empty> {
    const { oobCode, newPassword } = parseInput(confirmPasswordResetSchema, body);
    await this.identity.confirmPasswordReset(oobCode, newPassword);
    return {};
  }
}
