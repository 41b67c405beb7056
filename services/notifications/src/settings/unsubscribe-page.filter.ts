import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { isAppError } from '@chalktalk/domain';
import { AppErrorFilter, createLogger } from '@chalktalk/platform';
import { unsubscribeFailurePage } from './unsubscribe-page';

const logger = createLogger('notifications.unsubscribe');

interface PageRequest {
  headers: Record<string, string | string[] | undefined>;
}
interface PageReply {
  sent: boolean;
  status(code: number): PageReply;
  header(name: string, value: string): PageReply;
  send(body: string): unknown;
}

/** A browser navigating (the footer link, the confirm page's form) asks for HTML first. */
const wantsHtml = (request: PageRequest) => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

/**
 * The unsubscribe links are opened from a mail in a browser: a mangled (G001) or forged (G003) link, or a fault,
 * answers a page that says so in words with the same 4xx/5xx status, instead of the JSON error body. Callers that
 * do not ask for HTML (mail clients' one-click POST, scripts) keep the platform's JSON answer.
 */
@Catch()
export class UnsubscribePageFilter implements ExceptionFilter {
  private readonly json = new AppErrorFilter(logger);

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<PageRequest>();
    if (!wantsHtml(request)) return this.json.catch(exception, host);
    const reply = host.switchToHttp().getResponse<PageReply>();
    const code = isAppError(exception) ? exception.code : undefined;
    const status = isAppError(exception) && exception.status < 500 ? exception.status : 500;
    if (status >= 500) logger.error({ err: exception }, 'unsubscribe failed');
    else logger.info({ code, status }, 'unsubscribe link refused');
    const page = unsubscribeFailurePage(
      code === 'G001' ? 'incomplete' : status === 403 || status === 404 ? 'notValid' : 'unavailable',
    );
    if (reply.sent) return;
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.html);
  }
}
