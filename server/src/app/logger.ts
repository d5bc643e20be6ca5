import pino, { type DestinationStream } from 'pino';

/** Paths whose values never reach a log line (secrets a request or an error may carry). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.token',
  'password',
  'passwordHash',
  'token',
  'captcha',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.captcha',
  '*.*.password',
  '*.*.token',
];

/** `destination` lets a test capture the JSON lines (the production logger writes to stdout). */
export const createLogger = (level: string, destination?: DestinationStream) =>
  pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[disembunyikan]' },
    },
    destination,
  );
