import pino from 'pino';

export const createLogger = (level: string) =>
  pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.query.token',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.captcha',
      ],
      censor: '[disembunyikan]',
    },
  });
