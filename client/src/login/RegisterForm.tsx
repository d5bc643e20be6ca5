import { Button, Field, Input, Link, Select, Spinner, Title2, makeStyles } from '@fluentui/react-components';
import { SELF_REGISTER_LEVELS, levelText } from '@rules/levels';
import { registerSchema } from '@rules/validation';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../apollo/errors';
import { useRegisterMutation } from '../generated/hooks';
import { useFieldErrors } from '../ui/fieldErrors';
import { PasswordChecklist } from '../ui/PasswordChecklist';
import { Captcha } from './Captcha';
import { useFormStyles } from './LoginForm';
import { PasswordInput } from './PasswordInput';
import { useCaptchaField } from './useCaptchaField';
import { PromptOption } from '../ui/PromptOption';

const LEVEL_HINT: Record<number, string> = {
  3: 'Badan Usaha, Ormas, Yayasan, PTN/PTS, Perseorangan',
  4: 'Pemerintah Daerah',
  5: 'Kementerian / Lembaga Pemerintah Non Kementerian',
};

export const levelOptionLabel = (level: number): string =>
  LEVEL_HINT[level] && LEVEL_HINT[level] !== levelText(level) ? `${levelText(level)} (${LEVEL_HINT[level]})` : levelText(level);

/** SPEC §5: trailing non-digit characters are stripped as the user types. */
export const stripTrailingNonDigits = (s: string): string => s.replace(/\D+$/, '');

const useStyles = makeStyles({
  select: { width: '100%', minWidth: 0, maxWidth: '100%' },
  selectInput: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
});

interface Values {
  instansi: string;
  idLevel: string;
  email: string;
  noTelp: string;
  password: string;
}
const EMPTY: Values = { instansi: '', idLevel: '', email: '', noTelp: '', password: '' };

export function RegisterForm({ onLogin, onRegistered }: { onLogin(): void; onRegistered(): void }) {
  const styles = useFormStyles();
  const local = useStyles();
  const [values, setValues] = useState<Values>(EMPTY);
  const fields = useFieldErrors();
  const captcha = useCaptchaField();
  const [register, { loading }] = useRegisterMutation();
  // a field's message goes as soon as that field is edited, as in the admin forms
  const set = (k: keyof Values) => (v: string) => {
    setValues((prev) => ({ ...prev, [k]: v }));
    fields.clear(k);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerSchema.safeParse({
      ...values,
      idLevel: values.idLevel === '' ? undefined : Number(values.idLevel),
    });
    fields.fromZod(parsed);
    const captchaOk = await captcha.check();
    if (!parsed.success || !captchaOk) return;
    try {
      await register({ variables: { input: { ...parsed.data, captcha: captcha.payload } } });
      setValues(EMPTY);
      fields.clear();
      captcha.reset();
      onRegistered();
    } catch (err) {
      fields.set(fieldErrorsOf(err));
      captcha.reset();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-title">
      <Title2 as="h1" id="register-title" className={styles.title}>
        Buat Akun
      </Title2>
      <Field label="Nama Instansi" required {...fields.field('instansi')}>
        <Input name="instansi" autoComplete="organization" value={values.instansi} onChange={(_, d) => set('instansi')(d.value)} />
      </Field>
      <Field label="Level" required {...fields.field('idLevel')}>
        <Select
          className={local.select}
          select={{ className: local.selectInput }}
          name="idLevel"
          value={values.idLevel} onChange={(_, d) => set('idLevel')(d.value)}>
          <PromptOption>Pilih Level</PromptOption>
          {SELF_REGISTER_LEVELS.map((l) => (
            <option key={l} value={String(l)}>
              {levelOptionLabel(l)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Email" required {...fields.field('email')} hint="Email juga menjadi Akun untuk masuk.">
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(_, d) => set('email')(d.value)} />
      </Field>
      <Field label="No. HP" required {...fields.field('noTelp')}>
        <Input
          name="noTelp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.noTelp}
          onChange={(_, d) => set('noTelp')(stripTrailingNonDigits(d.value))}
        />
      </Field>
      <Field label="Kata Sandi" required {...fields.field('password')}>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set('password')}
          aria-describedby="register-password-checks"
        />
      </Field>
      <PasswordChecklist password={values.password} id="register-password-checks" />
      <Captcha ref={captcha.ref} onChange={captcha.onChange} error={captcha.error} />
      <Button type="submit" appearance="primary" size="large" disabled={loading} icon={loading ? <Spinner size="tiny" /> : undefined}>
        Buat Akun
      </Button>
      <p className={styles.switch}>
        Sudah punya akun?{' '}
        <Link as="button" type="button" onClick={onLogin}>
          Masuk Sistem
        </Link>
      </p>
    </form>
  );
}
