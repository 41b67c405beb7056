import { logLevel, type logCreator } from 'kafkajs';
import type { Logger } from 'pino';

/** kafkajs log lines into the service's pino logger (kafkajs' own console logger is not JSON). */
export function kafkaLogCreator(logger: Logger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, ...extra } = log;
      const fields = { namespace, ...extra };
      if (level === logLevel.ERROR) logger.error(fields, message);
      else if (level === logLevel.WARN) logger.warn(fields, message);
      else if (level === logLevel.INFO) logger.debug(fields, message);
      else logger.trace(fields, message);
    };
}
