import { Controller, Get } from '@nestjs/common';
import { Public, NoInput } from '@chalktalk/platform';
import type { BotChallenge } from './bot-challenge';
import { BotCheckService } from './bot-check.service';

@Controller('api/account')
export class BotCheckController {
  constructor(private readonly botCheck: BotCheckService) {}

  @Public()
  @NoInput()
  @Get('botChallenge')
  botChallenge(): Promise<BotChallenge> {
    return this.botCheck.challenge();
  }
}
