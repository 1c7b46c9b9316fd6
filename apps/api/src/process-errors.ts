import type { Logger } from 'pino';

/**
 * A rejection or exception nobody handled leaves the process in an unknown state: log it with its
 * stack and exit non-zero, so the supervisor (compose `restart`, the cluster primary) starts a fresh one.
 */
export function exitOnUnhandledErrors(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    process.exit(1);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
}
