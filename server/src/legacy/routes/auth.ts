import { toLegacy, str, int } from '../wire.js';
import type { LegacyRoute } from '../route.js';

const USER_FIELDS = 'idUser nama username email hp idLevel textLevel idSkpd skpdText tglDaftar idStatus statusText';

const login: LegacyRoute = {
  method: 'POST',
  query: `mutation LegacyLogin($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`,
  variables: ({ params: p }) => ({
    input: { username: str(p, 'username') ?? str(p, 'user'), password: str(p, 'password'), captcha: str(p, 'captcha') },
  }),
  result: (d) => {
    const { token, user } = d.login;
    return { message: 'Login berhasil', data: { token, ...(toLegacy(user) as object) }, extra: { token } };
  },
};

export const authRoutes: Record<string, LegacyRoute> = {
  'login/login.php': login,
  auth_bill: login,
  'front/register.php': {
    method: 'POST',
    query: `mutation LegacyRegister($input: RegisterInput!) { register(input: $input) }`,
    variables: ({ params: p }) => ({
      input: {
        instansi: str(p, 'nama') ?? str(p, 'instansi'),
        idLevel: int(p, 'id_level'),
        email: str(p, 'email'),
        noTelp: str(p, 'hp') ?? str(p, 'no_telp'),
        jabatan: str(p, 'jabatan'),
        password: str(p, 'password'),
        captcha: str(p, 'captcha'),
      },
    }),
    result: (d) => ({ message: d.register }),
  },
};
