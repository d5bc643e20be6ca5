import { Button, Field, Input, Link, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { startPath } from '@rules/levels';
import { loginSchema } from '@rules/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf } from '../apollo/errors';
import { signIn, toStoredUser } from '../auth/actions';
import { safeRedirect } from '../auth/guard';
import { useLoginMutation } from '../generated/hooks';
import { useFieldErrors } from '../ui/fieldErrors';
import { Captcha } from './Captcha';
import { PasswordInput } from './PasswordInput';
import { useCaptchaField } from './useCaptchaField';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalXXL },
  title: { textAlign: 'center', marginBottom: tokens.spacingVerticalS },
  switch: { textAlign: 'center', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
});

export function LoginForm({ onRegister }: { onRegister(): void }) {
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // a field's message goes as soon as that field is edited, as in the admin forms
  const fields = useFieldErrors();
  const captcha = useCaptchaField();
  const [login, { loading }] = useLoginMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    fields.fromZod(parsed);
    const captchaOk = await captcha.check();
    if (!parsed.success || !captchaOk) return;
    try {
      const { data } = await login({
        variables: { input: { username: parsed.data.username, password, captcha: captcha.payload } },
      });
      if (!data) return;
      const user = toStoredUser(data.login.user);
      signIn(data.login.token, user);
      navigate(safeRedirect(params.get('redirect')) ?? startPath(user.id_level), { replace: true });
    } catch (err) {
      setPassword('');
      const { captcha: captchaMessage, ...server } = fieldErrorsOf(err);
      fields.set(server);
      if (captchaMessage) captcha.setError(captchaMessage);
      captcha.reset();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title">
      <Title2 as="h1" id="login-title" className={styles.title}>
        Masuk Sistem
      </Title2>
      <Field label="Akun" required {...fields.field('username')}>
        <Input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(_, d) => {
            setUsername(d.value);
            fields.clear('username');
          }}
          placeholder="Nama akun atau email"
        />
      </Field>
      <Field label="Kata Sandi" required {...fields.field('password')}>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={(v) => {
            setPassword(v);
            fields.clear('password');
          }}
        />
      </Field>
      <Captcha ref={captcha.ref} onChange={captcha.onChange} error={captcha.error} akun={username} />
      <Button type="submit" appearance="primary" size="large" disabled={loading} icon={loading ? <Spinner size="tiny" /> : undefined}>
        Masuk
      </Button>
      <p className={styles.switch}>
        Belum punya akun?{' '}
        <Link as="button" type="button" onClick={onRegister}>
          Buat Akun
        </Link>
      </p>
    </form>
  );
}
