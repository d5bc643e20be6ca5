import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/session';
import { notify } from '../ui/notices';
import { LoginDocument } from '../generated/graphql';
import { fakeToken } from '../test/jwt';
import { LoginPage } from './LoginPage';
import { resetCaptchaModeCache } from './captchaConfig';
import { mockCaptcha, page, renderAt } from './testUtils';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/id', () => ({}));

const routes = [
  page(<LoginPage />, '/login'),
  page(<p>Halaman Penjajakan</p>, '/admin/penjajakan'),
  page(<p>Halaman Kesepakatan</p>, '/admin/kesepakatan'),
];

const form = () => screen.getByRole('form', { name: 'Masuk Sistem' });
const type = (label: RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Masuk' }));

const loginMock = (result: object, captcha: string | null = null) => ({
  request: { query: LoginDocument, variables: { input: { username: 'mitra@contoh.id', password: 'Rahasia1@', captcha } } },
  ...result,
});

afterEach(() => {
  sessionStore.reload();
});

describe('LoginForm', () => {
  it('shows the SPEC §5 messages for empty fields and an unticked captcha', async () => {
    mockCaptcha(true);
    renderAt('/login', routes);
    await screen.findByText((_, el) => el?.tagName.toLowerCase() === 'altcha-widget');
    // the notice as it is told (the toaster that shows it loads lazily: a cold CI worker took over 10 s)
    const told = vi.spyOn(notify, 'error');
    submit();
    expect(await within(form()).findByText('Akub tidak boleh kosong')).toBeTruthy();
    expect(within(form()).getByText('Kata Sandi tidak boleh kosong')).toBeTruthy();
    expect(await within(form()).findByText('Tolong checklist reCAPTCHA dibawah')).toBeTruthy();
    expect(told).toHaveBeenCalledWith('Tolong checklist reCAPTCHA dibawah');
    told.mockRestore();
  });

  it('clears the captcha message once the widget is ticked, and sends its payload', async () => {
    mockCaptcha(true);
    renderAt('/login', routes, [
      loginMock({ result: { data: { login: { __typename: 'LoginResult', token: fakeToken({ id_user: 3, id_level: 4 }), user: { __typename: 'User', idUser: 3, nama: 'Pemda', username: 'mitra@contoh.id', idLevel: 4, textLevel: 'Pemerintah Daerah' } } } } }, 'PAYLOAD'),
    ]);
    const widget = await screen.findByText((_, el) => el?.tagName.toLowerCase() === 'altcha-widget');
    type(/^Akun/, 'mitra@contoh.id');
    type(/^Kata Sandi/, 'Rahasia1@');
    submit();
    expect(await within(form()).findByText('Tolong checklist reCAPTCHA dibawah')).toBeTruthy();
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'PAYLOAD' } }));
    await waitFor(() => expect(within(form()).queryByText('Tolong checklist reCAPTCHA dibawah')).toBeNull());
    submit();
    expect(await screen.findByText('Halaman Penjajakan')).toBeTruthy();
    expect(localStorage.getItem('kerjasama.user')).toBe(JSON.stringify({ id_user: 3, id_level: 4, nama: 'Pemda' }));
  });

  it('goes to the redirect target after login when captcha is off', async () => {
    mockCaptcha(false);
    const { router } = renderAt('/login?redirect=%2Fadmin%2Fkesepakatan%3Fstatus%3D1', routes, [
      loginMock({ result: { data: { login: { __typename: 'LoginResult', token: fakeToken({ id_user: 1, id_level: 1 }), user: { __typename: 'User', idUser: 1, nama: 'Admin', username: 'admin', idLevel: 1, textLevel: 'Admin' } } } } }),
    ]);
    await waitFor(() => expect(screen.queryByText('Memuat captcha...')).toBeNull());
    type(/^Akun/, 'mitra@contoh.id');
    type(/^Kata Sandi/, 'Rahasia1@');
    submit();
    expect(await screen.findByText('Halaman Kesepakatan')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=1');
    expect(localStorage.getItem('kerjasama.token')).toMatch(/\./);
  });

  it('a form sent before the captcha setting arrived waits for it, and is sent when the captcha is off', async () => {
    resetCaptchaModeCache();
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderAt('/login', routes, [
      loginMock({ result: { data: { login: { __typename: 'LoginResult', token: fakeToken({ id_user: 3, id_level: 4 }), user: { __typename: 'User', idUser: 3, nama: 'Pemda', username: 'mitra@contoh.id', idLevel: 4, textLevel: 'Pemerintah Daerah' } } } } }),
    ]);
    type(/^Akun/, 'mitra@contoh.id');
    type(/^Kata Sandi/, 'Rahasia1@');
    submit();
    answer(new Response(JSON.stringify({ disabled: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText('Halaman Penjajakan')).toBeTruthy();
    expect(screen.queryByText('Tolong checklist reCAPTCHA dibawah')).toBeNull();
  });

  it('clears the password and shows server field messages when login fails', async () => {
    mockCaptcha(false);
    renderAt('/login', routes, [
      loginMock({
        result: {
          errors: [
            new GraphQLError('Akun atau Kata Sandi salah', {
              extensions: { code: 'BAD_USER_INPUT', fields: { password: 'Akun atau Kata Sandi salah' } },
            }),
          ],
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByText('Memuat captcha...')).toBeNull());
    type(/^Akun/, 'mitra@contoh.id');
    type(/^Kata Sandi/, 'Rahasia1@');
    submit();
    expect(await within(form()).findByText('Akun atau Kata Sandi salah')).toBeTruthy();
    expect((within(form()).getByLabelText(/^Kata Sandi/) as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem('kerjasama.token')).toBeNull();
  });

  it("clears a field's message as soon as that field is edited", async () => {
    mockCaptcha(false);
    renderAt('/login', routes);
    await waitFor(() => expect(screen.queryByText('Memuat captcha...')).toBeNull());
    submit();
    expect(await within(form()).findByText('Akub tidak boleh kosong')).toBeTruthy();
    type(/^Akun/, 'mitra@contoh.id');
    expect(within(form()).queryByText('Akub tidak boleh kosong')).toBeNull();
    expect(within(form()).getByText('Kata Sandi tidak boleh kosong')).toBeTruthy();
    type(/^Kata Sandi/, 'Rahasia1@');
    expect(within(form()).queryByText('Kata Sandi tidak boleh kosong')).toBeNull();
  });

  it("shows 'Caps lock is On' while caps lock is active", async () => {
    mockCaptcha(false);
    renderAt('/login', routes);
    const input = await within(form()).findByLabelText(/^Kata Sandi/);
    const event = new KeyboardEvent('keyup', { key: 'A', bubbles: true });
    Object.defineProperty(event, 'getModifierState', { value: (k: string) => k === 'CapsLock' });
    fireEvent(input, event);
    expect(await screen.findByText('Caps lock is On')).toBeTruthy();
  });
});
