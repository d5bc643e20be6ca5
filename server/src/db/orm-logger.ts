import { DefaultLogger, type LogContext, type LoggerNamespace, type LoggerOptions } from '@mikro-orm/core';
import type { Logger } from 'pino';

/** A query MikroORM has run (its SQL, how long it took, whether it failed). */
export interface OrmQuery {
  query: string;
  tookMs: number;
  failed: boolean;
}

const queryObservers = new Set<(q: OrmQuery) => void>();

/** Calls `observer` after every query of every ORM logging through pinoLoggerFactory (tracing); returns the way to stop. */
export const observeOrmQueries = (observer: (q: OrmQuery) => void): (() => void) => {
  queryObservers.add(observer);
  return () => void queryObservers.delete(observer);
};

/**
 * MikroORM's logger writing into pino: its lines (the migrator's "Processing/Applied '<migration>'", and
 * queries when debugging) become JSON lines of the app log instead of coloured text on stdout. Query
 * parameters are never logged (they carry password hashes and tokens): only the SQL and its timing.
 */
class PinoOrmLogger extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly pino: Logger,
  ) {
    super(options);
  }

  override log(namespace: LoggerNamespace | string, message: string, context?: LogContext): void {
    if (!this.isEnabled(namespace as LoggerNamespace, context)) return;
    const line = { orm: namespace, ...(context?.label ? { label: context.label } : {}) };
    const text = message.replace(/\s+/g, ' ').trim();
    if (context?.level === 'error') this.pino.error(line, text);
    else if (context?.level === 'warning') this.pino.warn(line, text);
    else if (namespace === 'query') this.pino.debug(line, text);
    else this.pino.info(line, text);
  }

  override logQuery(context: LogContext): void {
    if (queryObservers.size && context.query) {
      const q = { query: context.query, tookMs: context.took ?? 0, failed: context.level === 'error' };
      for (const observer of queryObservers) observer(q);
    }
    if (!this.isEnabled('query', context)) return;
    const { query, took, results, affected, level } = context;
    const line = { orm: 'query', query: query?.replace(/\s+/g, ' ').trim(), took, results, affected };
    if (level === 'error') this.pino.error(line, 'query failed');
    else this.pino.debug(line, 'query');
  }
}

/** The `loggerFactory` option of MikroORM for a pino logger. */
export const pinoLoggerFactory = (log: Logger) => (options: LoggerOptions) => new PinoOrmLogger(options, log.child({ component: 'orm' }));
