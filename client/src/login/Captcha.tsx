import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CAPTCHA_MESSAGES } from '@rules/validation';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { notify } from '../ui/toast';
import { CAPTCHA_CHALLENGE_URL, loadCaptchaMode, type CaptchaMode } from './captchaConfig';

export interface CaptchaHandle {
  reset(): void;
}

export interface CaptchaState {
  payload: string | null;
}

interface Props {
  onChange(state: CaptchaState): void;
  error?: string;
  /** The login form's Akun: an account being guessed at gets a stronger challenge. */
  akun?: string;
}

type AltchaElement = HTMLElement & { reset?: () => void };
interface StateDetail {
  state?: string;
  payload?: string;
}

const useStyles = makeStyles({
  wrap: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& altcha-widget': {
      '--altcha-max-width': '100%',
      '--altcha-border-radius': tokens.borderRadiusMedium,
      '--altcha-color-primary': tokens.colorBrandBackground,
    },
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

let widgetModule: Promise<unknown> | null = null;
const loadWidget = () => (widgetModule ??= Promise.all([import('altcha'), import('altcha/i18n/id')]));

const challengeUrl = (akun?: string) => (akun?.trim() ? `${CAPTCHA_CHALLENGE_URL}?akun=${encodeURIComponent(akun.trim())}` : CAPTCHA_CHALLENGE_URL);

/** The self-hosted ALTCHA proof-of-work checkbox; its payload goes into the `captcha` input. */
export const Captcha = forwardRef<CaptchaHandle, Props>(function Captcha({ onChange, error, akun }, ref) {
  const styles = useStyles();
  const [mode, setMode] = useState<CaptchaMode>('loading');
  const [ready, setReady] = useState(false);
  const widget = useRef<AltchaElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset?.();
      onChangeRef.current({ payload: null });
    },
  }));

  useEffect(() => {
    let alive = true;
    void loadCaptchaMode().then((m) => {
      if (!alive) return;
      setMode(m);
      if (m === 'enabled') void loadWidget().then(() => alive && setReady(true)).catch(() => alive && setReady(true));
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = widget.current;
    if (!el || !ready) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<StateDetail>).detail ?? {};
      if (state === 'verified') onChangeRef.current({ payload: payload ?? null });
      else if (state === 'expired') {
        onChangeRef.current({ payload: null });
        notify.error(CAPTCHA_MESSAGES.expired);
      } else if (state === 'error') {
        onChangeRef.current({ payload: null });
        notify.error(CAPTCHA_MESSAGES.failed);
      } else if (state === 'unverified') onChangeRef.current({ payload: null });
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  if (mode === 'disabled') return null;
  return (
    <div className={styles.wrap}>
      {ready ? (
        <altcha-widget ref={widget} challenge={challengeUrl(akun)} language="id" auto="off" type="checkbox" />
      ) : (
        <Text size={200}>Memuat captcha...</Text>
      )}
      {error ? (
        <Text size={200} className={styles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
});
