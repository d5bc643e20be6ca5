import { useId, useState } from 'react';
import { Field, Input, Select, makeStyles } from '@fluentui/react-components';
import { assignableLevels } from '@rules/access';
import { levelText } from '@rules/levels';
import { digitsOnly } from '@rules/validation';
import { useCreateUserMutation, useUpdateUserMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { PasswordChecklist } from '../../ui/PasswordChecklist';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { errorMessage } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import { SkpdCombobox } from '../instansi/SkpdCombobox';
import { type UserFormValues, type UserRow, emptyUserForm, userFormFromRow, userInput, validateUserForm } from './userForm';
import { twoColumnGrid } from '../../ui/sharedStyles';
import { PromptOption } from '../../ui/PromptOption';

const USER_FIELDS = ['nama', 'username', 'email', 'hp', 'idLevel', 'status', 'idSkpd', 'password'];

/** The form shows its own errors: field messages under the fields, others as a toast. */
const SILENT = { context: { silent: true } satisfies RequestContext };

const useStyles = makeStyles({
  grid: twoColumnGrid,
  wide: { gridColumn: '1 / -1' },
});

export interface UserFormDialogProps {
  /** null: create a user. */
  user: UserRow | null;
  actorLevel: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Mount it only while open: its state starts from `user` each time. */
export const UserFormDialog = ({ user, actorLevel, onClose, onSaved }: UserFormDialogProps) => {
  const styles = useStyles();
  const ids = useId();
  const mode = user ? 'edit' : 'create';
  const notify = useNotify();
  const errors = useFieldErrors();
  const [values, setValues] = useState<UserFormValues>(() => (user ? userFormFromRow(user) : emptyUserForm));
  const [createUser, created] = useCreateUserMutation(SILENT);
  const [updateUser, updated] = useUpdateUserMutation(SILENT);
  const submitting = created.loading || updated.loading;

  const levels = [...assignableLevels(actorLevel)];
  if (user && !levels.includes(user.idLevel)) levels.push(user.idLevel);
  const statuses: [string, string][] = [['1', 'Aktif'], ['2', 'Tidak Aktif']];
  if (user?.idStatus === 0) statuses.push(['0', 'Belum Aktivasi']);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      if (key === 'password' && value === '') next.cPassword = '';
      return next;
    });
    errors.clear(key);
  };

  const submit = async () => {
    const messages = validateUserForm(values, mode);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    try {
      if (user) await updateUser({ variables: { idUser: user.idUser, input: userInput(values) } });
      else await createUser({ variables: { input: userInput(values) } });
      notify.success();
      onSaved();
    } catch (error) {
      if (!errors.fromGraphQL(error, USER_FIELDS)) notify.error(errorMessage(error));
    }
  };

  const skpdRequired = values.idLevel === '2';
  return (
    <FormDialog
      open
      title={user ? 'Ubah Pengguna' : 'Tambah Pengguna'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={user ? 'Ubah' : 'Tambah'}
      submitting={submitting}
    >
      <div className={styles.grid}>
        <Field label="Nama" required {...errors.field('nama')}>
          <Input value={values.nama} onChange={(_, d) => set('nama', d.value)} />
        </Field>
        <Field label="Akun" required {...errors.field('username')}>
          <Input value={values.username} onChange={(_, d) => set('username', d.value)} autoComplete="off" />
        </Field>
        <Field label="Email" required {...errors.field('email')}>
          <Input type="email" value={values.email} onChange={(_, d) => set('email', d.value)} />
        </Field>
        <Field label="No. HP" required {...errors.field('hp')}>
          <Input inputMode="numeric" value={values.hp} onChange={(_, d) => set('hp', digitsOnly(d.value))} />
        </Field>
        <Field label="Level" required {...errors.field('idLevel')}>
          <Select value={values.idLevel} onChange={(_, d) => set('idLevel', d.value)}>
            <PromptOption>Pilih Level</PromptOption>
            {levels.map((l) => (
              <option key={l} value={l}>
                {levelText(l)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Status" required {...errors.field('status')}>
          <Select value={values.status} onChange={(_, d) => set('status', d.value)}>
            <PromptOption>Pilih Status</PromptOption>
            {statuses.map(([v, t]) => (
              <option key={v} value={v}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="SKPD" required={skpdRequired} className={styles.wide} {...errors.field('idSkpd')}>
          <SkpdCombobox
            value={values.idSkpd ? { idSkpd: values.idSkpd, skpd: values.skpdText } : null}
            onChange={(v) => {
              setValues((prev) => ({ ...prev, idSkpd: v?.idSkpd ?? null, skpdText: v?.skpd ?? '' }));
              errors.clear('idSkpd');
            }}
          />
        </Field>
        <Field
          label="Kata Sandi"
          required={mode === 'create'}
          hint={mode === 'edit' ? 'Kosongkan jika tidak diubah' : undefined}
          {...errors.field('password')}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(_, d) => set('password', d.value)}
            aria-describedby={`${ids}-checks`}
          />
        </Field>
        <Field label="Konfirmasi Kata Sandi" required={mode === 'create'} {...errors.field('cPassword')}>
          <Input
            type="password"
            autoComplete="new-password"
            value={values.cPassword}
            disabled={!values.password}
            onChange={(_, d) => set('cPassword', d.value)}
          />
        </Field>
        <div className={styles.wide}>
          <PasswordChecklist password={values.password} id={`${ids}-checks`} />
        </div>
      </div>
    </FormDialog>
  );
};
