import type { z } from 'zod';
import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { Public, Input, NoInput } from '@chalktalk/platform';
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
  async sendPasswordReset(
    @Input(sendPasswordResetSchema) { email, edition }: z.infer<typeof sendPasswordResetSchema>,
    @Req() req: RequestLike,
  ): Promise<Empty> {
    await this.identity.sendPasswordReset(email, edition, clientAddress(req));
    return {};
  }

  @NoInput()
  @Post('sendEmailVerification')
  @HttpCode(200)
  async sendEmailVerification(@SignedIn() caller: Caller): Promise<Empty> {
    await this.identity.sendEmailVerification(caller);
    return {};
  }

  @Public()
  @Post('checkActionCode')
  @HttpCode(200)
  checkActionCode(
    @Input(actionCodeSchema) input: z.infer<typeof actionCodeSchema>,
  ): Promise<{ mode: ActionMode; email: string }> {
    return this.identity.checkActionCode(input.oobCode);
  }

  @Public()
  @Post('applyActionCode')
  @HttpCode(200)
  async applyActionCode(@Input(actionCodeSchema) input: z.infer<typeof actionCodeSchema>): Promise<Empty> {
    await this.identity.applyActionCode(input.oobCode);
    return {};
  }

  @Public()
  @Post('confirmPasswordReset')
  @HttpCode(200)
  async confirmPasswordReset(
    @Input(confirmPasswordResetSchema) { oobCode, newPassword }: z.infer<typeof confirmPasswordResetSchema>,
  ): Promise<Empty> {
    await this.identity.confirmPasswordReset(oobCode, newPassword);
    return {};
  }
}
