import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { RegisterSuccessDialog } from './RegisterSuccessDialog';
import { CARD_TRANSITION_MS, useCardSwitch } from './useCardSwitch';

const half = `${CARD_TRANSITION_MS / 2}ms`;

const useStyles = makeStyles({
  face: {
    transitionProperty: 'opacity, transform',
    transitionDuration: half,
    transitionTimingFunction: 'ease',
    '@media (prefers-reduced-motion: reduce)': { transitionProperty: 'opacity' },
  },
  out: { opacity: 0, transform: 'perspective(900px) rotateY(80deg)' },
  in: { opacity: 1, transform: 'perspective(900px) rotateY(0deg)' },
});

/** /login: one card that turns between 'Masuk Sistem' and 'Buat Akun' (SPEC §2.1). */
export function LoginPage() {
  const styles = useStyles();
  const { mode, phase, switchTo } = useCardSwitch();
  const [registered, setRegistered] = useState(false);
  const face = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase === 'in' && !registered) face.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [phase, registered]);

  return (
    <AuthShell>
      <div
        ref={face}
        className={mergeClasses(styles.face, phase === 'out' ? styles.out : styles.in)}
        aria-busy={phase !== 'idle'}
      >
        {mode === 'login' ? (
          <LoginForm onRegister={() => switchTo('register')} />
        ) : (
          <RegisterForm
            onLogin={() => switchTo('login')}
            onRegistered={() => {
              setRegistered(true);
              switchTo('login');
            }}
          />
        )}
      </div>
      <RegisterSuccessDialog open={registered} onClose={() => setRegistered(false)} />
    </AuthShell>
  );
}
