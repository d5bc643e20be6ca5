import { randomBytes } from 'node:crypto';
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
  await em.flush();
  if (config.admin.password) {
    log.info({ username: config.admin.username }, 'first admin account created');
  } else {
    // Printed once, on purpose: it is the only way the operator learns the generated password.
    process.stdout.write(
      `\n  Akun admin pertama dibuat — username: ${config.admin.username}  password: ${password}\n  (simpan sekarang; kata sandi ini tidak akan ditampilkan lagi)\n\n`,
    );
  }
};
