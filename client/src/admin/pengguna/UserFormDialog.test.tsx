import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { CreateUserDocument, UpdateUserDocument } from '../../generated/graphql';
import { UserFormDialog } from './UserFormDialog';
import type { UserRow } from './userForm';
import { withoutAnimations } from '../../ui/testing/noAnimations';

withoutAnimations();

const renderForm = (props: { user?: UserRow | null; actorLevel?: number; mocks?: MockLink.MockedResponse[] } = {}) => {
  const onSaved = vi.fn();
  render(
    <MockedProvider mocks={props.mocks ?? []}>
      <UserFormDialog user={props.user ?? null} actorLevel={props.actorLevel ?? 1} onClose={() => {}} onSaved={onSaved} />
    </MockedProvider>,
  );
  return { onSaved };
};

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Tambah') => fireEvent.click(screen.getByRole('button', { name }));

const fillValid = () => {
  type(/^Nama/, 'Budi');
  type(/^Akun/, 'budi');
  type(/^Email/, 'budi@contoh.go.id');
  type(/^No\. HP/, '0812');
  type(/^Level/, '3');
  type(/^Status/, '1');
  type(/^Kata Sandi/, 'Rahasia1@');
  type(/^Konfirmasi Kata Sandi/, 'Rahasia1@');
};

const budi: UserRow = {
  idUser: 5,
  nama: 'Budi',
  username: 'budi',
  email: 'budi@contoh.go.id',
  hp: '0812',
  idLevel: 3,
  textLevel: 'Pihak Ketiga',
  idSkpd: null,
  skpdText: null,
  tglDaftar: '2025-01-05T00:00:00',
  idStatus: 1,
  statusText: 'Aktif',
};

describe('UserFormDialog', () => {
  it('shows the SPEC §5 message of every empty field', async () => {
    renderForm();
    submit();
    for (const message of [
      'Nama tidak boleh kosong',
      'Akun tidak boleh kosong',
      'Email tidak boleh kosong',
      'Level tidak boleh kosong',
      'No. HP tidak boleh kosong',
      'Status tidak boleh kosong',
      'Kata Sandi tidak boleh kosong',
      'Konfirmasi Kata Sandi tidak boleh kosong',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('SKPD tidak boleh kosong')).toBeNull();
  });

  it('requires SKPD when the level is 2', async () => {
    renderForm();
    fillValid();
    type(/^Level/, '2');
    submit();
    expect(await screen.findByText('SKPD tidak boleh kosong')).toBeTruthy();
  });

  it('reports a password confirmation that does not match', async () => {
    renderForm();
    fillValid();
    type(/^Konfirmasi Kata Sandi/, 'Rahasia1#');
    submit();
    expect(await screen.findByText('Kata Sandi tidak sesuai dengan yang dimasukkan sebelumnya')).toBeTruthy();
  });

  it('enables the confirmation only after a password is typed', () => {
    renderForm();
    const confirm = screen.getByLabelText(/^Konfirmasi Kata Sandi/) as HTMLInputElement;
    expect(confirm.disabled).toBe(true);
    type(/^Kata Sandi/, 'a');
    expect(confirm.disabled).toBe(false);
  });

  it('keeps only digits in the phone number', () => {
    renderForm();
    type(/^No\. HP/, '+62 812-abc');
    expect((screen.getByLabelText(/^No\. HP/) as HTMLInputElement).value).toBe('62812');
  });

  it('offers the levels the actor may assign', () => {
    renderForm({ actorLevel: 1 });
    const options = Array.from((screen.getByLabelText(/^Level/) as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Pilih Level', 'Admin', 'SKPD', 'Pihak Ketiga', 'Pemerintah Daerah', 'Pihak Sinergi']);
  });

  it('shows the live password checklist', () => {
    renderForm();
    type(/^Kata Sandi/, 'abc');
    const list = screen.getByRole('list', { name: 'Syarat Kata Sandi' });
    expect(list.textContent).toContain('Huruf kecil (terpenuhi)');
    expect(list.textContent).toContain('Huruf besar (belum)');
  });

  it('sends an untouched password empty on edit', async () => {
    const sent = vi.fn();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: UpdateUserDocument, variables: (v: Record<string, unknown>) => (sent(v), true) },
        result: { data: { updateUser: { ...budi, __typename: 'User', tglDaftar: undefined } } },
      },
    ];
    const { onSaved } = renderForm({ user: budi, mocks });
    expect((screen.getByLabelText(/^Nama/) as HTMLInputElement).value).toBe('Budi');
    expect((screen.getByLabelText(/^Konfirmasi Kata Sandi/) as HTMLInputElement).disabled).toBe(true);
    submit('Ubah');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ idUser: 5, input: { nama: 'Budi', password: '' } });
  });

  it('shows server field errors under the fields', async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: CreateUserDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Akun sudah dipakai',
              extensions: { code: 'BAD_USER_INPUT', fields: { username: 'Akun sudah dipakai' } },
            },
          ],
        },
      },
    ];
    const { onSaved } = renderForm({ mocks });
    fillValid();
    submit();
    expect(await screen.findByText('Akun sudah dipakai')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the form and reports success', async () => {
    const sent = vi.fn();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: CreateUserDocument, variables: (v: Record<string, unknown>) => (sent(v), true) },
        result: { data: { createUser: { __typename: 'User', idUser: 9 } } },
      },
    ];
    const { onSaved } = renderForm({ mocks });
    fillValid();
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({
      input: {
        nama: 'Budi',
        username: 'budi',
        email: 'budi@contoh.go.id',
        idLevel: 3,
        idSkpd: null,
        hp: '0812',
        status: 1,
        password: 'Rahasia1@',
      },
    });
  });
});
