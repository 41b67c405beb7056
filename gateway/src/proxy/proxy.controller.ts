import { All, Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NoInput } from '@chalktalk/platform';
import { ProxyService } from './proxy.service';

/** Everything under /api that the gateway does not answer itself goes to the owning service. */
@Controller()
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  // Not a call of its own: the owning service declares each call's input (and the platform checked the body).
  @NoInput()
  @All('api/*')
  forward(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.proxy.forward(req, reply);
  }
}
