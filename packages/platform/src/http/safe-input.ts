import { AppError } from '@chalktalk/domain';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { findUnsafeJson, findUnsafeValue } from './json-body';

/**
 * Installs the app's only JSON body parser and a query-string check, both refusing NUL, unpaired surrogates
 * and deep nesting with G001 (see json-body.ts). They run while Fastify reads the request, before guards, pipes
 * and handlers, so a refused request spends nothing (no bot-check token, no rate budget of a service, no row).
 * The app must be created with `bodyParser: false`, or Nest would install its own JSON parser at init.
 */
export function registerSafeInput(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    // The exact bytes received, for checks that sign them (billing's Stripe webhook signature).
    (request as { rawBody?: string }).rawBody = text;
    const issue = findUnsafeJson(text);
    if (issue) done(new AppError('G001', { details: [issue] }), undefined);
    else parseJson(request, text, done);
  });
  fastify.addHook('onRequest', (request, _reply, done) => {
    const issue = findUnsafeValue(request.query);
    done(issue ? new AppError('G001', { details: [issue] }) : undefined);
  });
}
