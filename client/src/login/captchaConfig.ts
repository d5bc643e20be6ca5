export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export type CaptchaMode = 'loading' | 'enabled' | 'disabled';

let cached: Promise<CaptchaMode> | null = null;

/** When the server runs with CAPTCHA=off the challenge URL answers `{"disabled":true}` (contract). */
export const loadCaptchaMode = (): Promise<CaptchaMode> => {
  cached ??= fetch(CAPTCHA_CHALLENGE_URL, { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? r.json() : null))
    .then((body: unknown) =>
      body && typeof body === 'object' && (body as { disabled?: unknown }).disabled === true ? 'disabled' : 'enabled',
    )
    .catch((): CaptchaMode => 'enabled');
  return cached;
};

export const resetCaptchaModeCache = (): void => {
  cached = null;
};
