/**
 * `npm run admin:reset-password [-- <akun>] [--aktifkan]` (in the image:
 * `node server/dist/cli/reset-password.js [akun]`): for an office locked out of its admin account. Sets a
 * new password on the account (ADMIN_USERNAME, else `admin`, else the first super admin; or the one
 * named), ends every session of it (token_version raised: every instance hears it through the account
 * trigger), lifts its login blocks, and writes a Riwayat line. The password comes from NEW_PASSWORD, or is
 * asked for on a terminal, or is generated; a generated one is printed once, here only.
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import pg from 'pg';
import { readEnvironment } from '../config.js';
import { openCliDatabase } from '../db/cli-database.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { isStrongPassword, PASSWORD_CHECKS } from '../rules/validation.js';

const generatePassword = (): string => `Ks#${randomBytes(12).toString('base64url')}7a`;

/** Asks twice without echoing what is typed. */
const ask = async (): Promise<string> => {
  let muted = false;
  const output = new Writable({
    write: (chunk: Buffer, _enc, done) => {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const read = async (prompt: string) => {
      process.stderr.write(prompt);
      muted = true;
      const answer = await rl.question('');
      muted = false;
      process.stderr.write('\n');
      return answer;
    };
    const first = await read('Kata sandi baru (kosong: dibuatkan): ');
    if (!first) return '';
    if ((await read('Ulangi kata sandi baru: ')) !== first) throw new Error('kedua kata sandi tidak sama');
    return first;
  } finally {
    rl.close();
  }
};

const main = async () => {
  const args = process.argv.slice(2);
  const activate = args.includes('--aktifkan') || args.includes('--activate');
  const named = args.find((a) => !a.startsWith('--'))?.toLowerCase();
  const env = readEnvironment();
  const given = process.env.NEW_PASSWORD?.trim() ? process.env.NEW_PASSWORD : process.stdin.isTTY ? await ask() : '';
  if (given && !isStrongPassword(given)) {
    throw new Error(`kata sandi terlalu lemah: perlu ${PASSWORD_CHECKS.map((c) => c.label.toLowerCase()).join(', ')}, tanpa spasi`);
  }
  const password = given || generatePassword();

  const db = await openCliDatabase();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('begin');
    type Row = { id_user: number; username: string; id_status: number };
    const find = (sql: string, params: unknown[]) => client.query<Row>(`${sql} for update`, params).then((r) => r.rows[0]);
    const account = named
      ? await find('select id_user, username, id_status from users where username = $1 or email = $1', [named])
      : ((await find('select id_user, username, id_status from users where username = $1', [env.ADMIN_USERNAME.toLowerCase()])) ??
        (await find('select id_user, username, id_status from users where id_level = 99 order by id_user limit 1', [])));
    if (!account) throw new Error(named ? `akun "${named}" tidak ada di ${db.label}` : `tidak ada akun admin di ${db.label}: sebutkan akunnya, npm run admin:reset-password -- <akun>`);
    await client.query(
      `update users set password_hash = $2, token_version = token_version + 1, id_status = case when $3 then 1 else id_status end where id_user = $1`,
      [account.id_user, await hashPassword(password), activate],
    );
    await client.query(`delete from rate_limit where key = $1 or key like $2`, [`login:akun:${account.id_user}`, `login:akun:${account.id_user}:%`]);
    await client.query(`insert into riwayat (nama_user, aksi, waktu) values ('Sistem', $1, now())`, [
      `Mengatur ulang kata sandi akun ${account.username} dari baris perintah${activate ? ' dan mengaktifkannya' : ''}`,
    ]);
    await client.query('commit');
    const status = activate || account.id_status === 1 ? '' : ` Perhatian: akun ini tidak aktif (status ${account.id_status}); tambahkan --aktifkan untuk mengaktifkannya.`;
    console.log(`Kata sandi akun ${account.username} (${db.label}) telah diatur ulang; semua sesinya berakhir.${status}`);
    if (!given) console.log(`Kata sandi baru: ${password}\n(ditampilkan sekali ini saja; masuk lalu ganti)`);
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
    await db.close();
  }
};

main().catch((err: unknown) => {
  const text = err instanceof Error ? err.message : String(err);
  console.error(`Gagal: ${text.replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
});
