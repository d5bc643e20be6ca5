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
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
  'newPassword',
  '*.newPassword',
  'secret',
  '*.secret',
  'sig',
  '*.sig',
  'databaseUrl',
  '*.databaseUrl',
];

/** A password in a URL (`postgres://user:password@host`) and credential parameters of a URL. */
const SECRET_IN_TEXT = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s"'/@:]*:)[^\s"'/@]*@|([?&](?:sig|signature|token|access_token)=)[^&#\s"]*/gi;

/**
 * The last guard on every line, whatever object or message carried it: a password inside a URL (a
 * DATABASE_URL quoted by an error) and the values of credential parameters are replaced. Only lines that
 * contain one pay for the replacement.
 */
export const hideSecretsInLine = (line: string): string => {
  SECRET_IN_TEXT.lastIndex = 0;
  if (!SECRET_IN_TEXT.test(line)) return line;
  return line.replace(SECRET_IN_TEXT, (_m, userPart: string | undefined, param: string | undefined) =>
    userPart ? `${userPart}[disembunyikan]@` : `${param}[disembunyikan]`,
  );
};

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
      hooks: { streamWrite: hideSecretsInLine },
    },
    destination,
  );
