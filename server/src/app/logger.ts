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

/** Lines wait at most this long in the buffer of the stdout logger. */
const FLUSH_EVERY_MS = 1000;

/**
 * Stdout lines are written in batches (from 4 kB, or after FLUSH_EVERY_MS) rather than with one write per
 * line: with an access line per request, those writes were the server's largest single CPU cost under
 * load (a system call each, and a wake-up of whatever reads the pipe). pino flushes what is pending when
 * the process exits, fatal paths included; only a SIGKILL can lose the last second of lines.
 */
const bufferedStdout = (): DestinationStream => {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return stream;
};

/** `destination` lets a test capture the JSON lines. */
export const createLogger = (level: string, destination: DestinationStream = bufferedStdout()) =>
  pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[disembunyikan]' },
    },
    destination,
  );
