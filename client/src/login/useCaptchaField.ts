import { CAPTCHA_MESSAGES } from '@rules/validation';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../ui/toast';
import type { CaptchaHandle, CaptchaState } from './Captcha';
import { loadCaptchaMode } from './captchaConfig';

/** Captcha state for a form: payload, its error text, and the 'not ticked' check of SPEC §5. */
export function useCaptchaField() {
  const ref = useRef<CaptchaHandle>(null);
  const [state, setState] = useState<CaptchaState>({ payload: null });
  const [error, setError] = useState<string | undefined>();

  const onChange = useCallback((s: CaptchaState) => {
    setState(s);
    if (s.payload) setError(undefined);
  }, []);

  /**
   * True when the form may be sent; otherwise shows 'Tolong checklist reCAPTCHA dibawah'. A form sent
   * before the server's captcha setting arrived waits for it: with the captcha off it is sent, not refused.
   */
  const check = async (): Promise<boolean> => {
    if (state.payload) return true;
    if ((await loadCaptchaMode()) === 'disabled') return true;
    setError(CAPTCHA_MESSAGES.missing);
    notify.error(CAPTCHA_MESSAGES.missing);
    return false;
  };

  const reset = () => ref.current?.reset();

  return { ref, onChange, error, setError, check, reset, payload: state.payload };
}
