import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterDocument } from '../generated/graphql';
import { LoginPage } from './LoginPage';
import { stripTrailingNonDigits } from './RegisterForm';
import { mockCaptcha, page, renderAt } from './testUtils';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/id', () => ({}));

const routes = [page(<LoginPage />, '/login')];

const openRegister = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Buat Akun' }));
  return screen.findByRole('form', { name: 'Buat Akun' }, { timeout: 2000 });
};

const checks = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Syarat Kata Sandi' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);



describe('RegisterForm', () => {
  it('switches the card to Buat Akun and back within the 800 ms transition', async () => {
    mockCaptcha(false);
    renderAt('/login', routes);
    const form = await openRegister();
    expect(within(form).getByRole('combobox', { name: /^Level/ })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Masuk Sistem' }));
    expect(await screen.findByRole('form', { name: 'Masuk Sistem' }, { timeout: 2000 })).toBeTruthy();
  });

  it('offers levels 3, 4 and 5 with their names', async () => {
    mockCaptcha(false);
    renderAt('/login', routes);
    const form = await openRegister();
    const options = within(within(form).getByRole('combobox', { name: /^Level/ })).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['', '3', '4', '5']);
    expect(options[1].textContent).toMatch(/^Pihak Ketiga/);
    expect(options[2].textContent).toBe('Pemerintah Daerah');
    expect(options[3].textContent).toMatch(/^Pihak Sinergi/);
  });

  it('ticks the password checklist live', async () => {
    mockCaptcha(false);
    renderAt('/login', routes);
    const form = await openRegister();
    expect(checks(form).every((t) => t?.endsWith('(belum)'))).toBe(true);
    fireEvent.change(within(form).getByLabelText(/^Kata Sandi/), { target: { value: 'abC1' } });
    expect(checks(form)).toEqual([
      'Huruf kecil (terpenuhi)',
      'Huruf besar (terpenuhi)',
      'Angka (terpenuhi)',
      'Simbol (@#$%^&+=) (belum)',
      'Minimal 6 karakter (belum)',
    ]);
    fireEvent.change(within(form).getByLabelText(/^Kata Sandi/), { target: { value: 'abC1@xyz' } });
    expect(checks(form).every((t) => t?.endsWith('(terpenuhi)'))).toBe(true);
  });

  it('shows the SPEC §5 messages and strips trailing non-digits from No. HP', async () => {
    mockCaptcha(true);
    renderAt('/login', routes);
    const form = await openRegister();
    fireEvent.change(within(form).getByLabelText(/^No\. HP/), { target: { value: '0812-34x' } });
    expect((within(form).getByLabelText(/^No\. HP/) as HTMLInputElement).value).toBe('0812-34');
    fireEvent.change(within(form).getByLabelText(/^Kata Sandi/), { target: { value: 'lemah' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat Akun' }));
    expect(await within(form).findByText('Nama Instansi tidak boleh kosong')).toBeTruthy();
    expect(within(form).getByText('Level tidak boleh kosong')).toBeTruthy();
    expect(within(form).getByText('Tolong masukkan email dengan format yang benar')).toBeTruthy();
    expect(within(form).getByText('Kata Sandi tidak valid')).toBeTruthy();
    expect(await within(form).findByText('Tolong checklist reCAPTCHA dibawah')).toBeTruthy();
    expect(within(form).queryByText('No. HP tidak boleh kosong')).toBeNull();
  });

  it('shows the success dialog, clears the form and returns to login', async () => {
    mockCaptcha(false);
    renderAt('/login', routes, [
      {
        request: {
          query: RegisterDocument,
          variables: {
            input: { instansi: 'PT Maju', idLevel: 3, email: 'a@b.id', noTelp: '08123', password: 'abC1@xyz', captcha: null },
          },
        },
        result: { data: { register: 'Buat Akun Berhasil' } },
      },
    ]);
    const form = await openRegister();
    // the captcha's mode (off here) comes from the server: sent before it came, the form asked for the captcha
    await waitFor(() => expect(within(form).queryByText('Memuat captcha...')).toBeNull());
    fireEvent.change(within(form).getByLabelText(/^Nama Instansi/), { target: { value: 'PT Maju' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Level/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'a@b.id' } });
    fireEvent.change(within(form).getByLabelText(/^No\. HP/), { target: { value: '08123' } });
    fireEvent.change(within(form).getByLabelText(/^Kata Sandi/), { target: { value: 'abC1@xyz' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat Akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat Akun Berhasil' });
    expect(dialog.textContent).toContain('Harap Verifikasi Email Untuk Mengaktifkan Akun');
    await waitFor(() => expect(screen.getByRole('form', { name: 'Masuk Sistem', hidden: true })).toBeTruthy(), { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buat Akun Berhasil' })).toBeNull(), { timeout: 10_000 });
    const again = await openRegister();
    expect((within(again).getByLabelText(/^Nama Instansi/) as HTMLInputElement).value).toBe('');
  });

  it("clears a field's message as soon as that field is filled; the others stay until theirs are", async () => {
    mockCaptcha(false);
    renderAt('/login', routes);
    const form = await openRegister();
    await waitFor(() => expect(within(form).queryByText('Memuat captcha...')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Buat Akun' }));
    expect(await within(form).findByText('Nama Instansi tidak boleh kosong')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Nama Instansi/), { target: { value: 'PT Maju' } });
    expect(within(form).queryByText('Nama Instansi tidak boleh kosong')).toBeNull();
    expect(within(form).getByText('Level tidak boleh kosong')).toBeTruthy();
    fireEvent.change(within(form).getByRole('combobox', { name: /^Level/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'a@b.id' } });
    fireEvent.change(within(form).getByLabelText(/^No\. HP/), { target: { value: '08123' } });
    fireEvent.change(within(form).getByLabelText(/^Kata Sandi/), { target: { value: 'abC1@xyz' } });
    for (const message of ['Level tidak boleh kosong', 'Tolong masukkan email dengan format yang benar', 'No. HP tidak boleh kosong', 'Kata Sandi tidak boleh kosong']) {
      expect(within(form).queryByText(message)).toBeNull();
    }
  });

  it('strips only trailing non-digits', () => {
    expect(stripTrailingNonDigits('0812abc')).toBe('0812');
    expect(stripTrailingNonDigits('+62 812')).toBe('+62 812');
  });
});
