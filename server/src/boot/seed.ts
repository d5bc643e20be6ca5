import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { Riwayat } from '../modules/riwayat/riwayat.entity.js';
import { User } from '../modules/user/user.entity.js';
import { Level } from '../rules/levels.js';
import { seedDemo } from './seed-demo.js';

/** A generated password that satisfies the password rule of SPEC §5. */
const generatePassword = (): string => `Ks#${randomBytes(9).toString('base64url')}7a`;

/** Where the generated password of the first admin is written (0600), never into the log. */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** On an empty database: the first account (level 99) and, when enabled, demo content. */
export const seed = async (em: EntityManager, config: Config, log: Logger): Promise<void> => {
  if ((await em.count(User, {})) > 0) return;
  const password = config.admin.password ?? generatePassword();
  em.create(User, {
    nama: 'Administrator',
    username: config.admin.username.toLowerCase(),
    email: `${config.admin.username.toLowerCase()}@kerjasama.local`,
    idLevel: Level.Super,
    idStatus: 1,
    passwordHash: await hashPassword(password),
  });
  em.create(Riwayat, { namaUser: 'Sistem', aksi: 'Membuat akun administrator pertama', waktu: new Date() });
  if (config.seedDemo) await seedDemo(em);
  // A generated password goes to a file of DATA_DIR that only its owner reads, written before the account
  // is committed (a failed write leaves no account whose password nobody knows); the log says where.
  const file = path.join(config.dataDir, ADMIN_PASSWORD_FILE);
  if (!config.admin.password) {
    rmSync(file, { force: true });
    writeFileSync(file, `username: ${config.admin.username}\npassword: ${password}\n`, { mode: 0o600 });
  }
  await em.flush();
  if (config.admin.password) {
    log.info({ username: config.admin.username }, 'first admin account created');
  } else {
    log.warn(
      { username: config.admin.username, file },
      `first admin account created; its generated password is in ${file} (read it, sign in, change it, then delete the file)`,
    );
    // On a terminal (npm start by hand) it is shown once too, on stderr: never in the JSON log on stdout.
    if (process.stderr.isTTY) {
      process.stderr.write(
        `\n  Akun admin pertama dibuat — username: ${config.admin.username}  password: ${password}\n  (juga di ${file}; simpan sekarang, lalu hapus berkas itu)\n\n`,
      );
    }
  }
};
