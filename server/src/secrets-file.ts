import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** DATA_DIR/secrets.json: everything generated once per install. Read and written only by its owner. */
export interface SecretsFile {
  jwtSecret?: string;
  captchaKey?: string;
  embeddedPostgres?: {
    superuser: string;
    superuserPassword: string;
    appPassword: string;
    /** Also set on the cluster's database (`kerjasama.install_id`): tools check they reached this install's PostgreSQL. */
    installId?: string;
  };
}

const fileOf = (dataDir: string) => path.join(dataDir, 'secrets.json');

export const readSecretsFile = (dataDir: string): SecretsFile => {
  const file = fileOf(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SecretsFile) : {};
};

/** Replaces the file whole (written beside it, then renamed), so a crash never leaves half of it. */
export const writeSecretsFile = (dataDir: string, secrets: SecretsFile): void => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = fileOf(dataDir);
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, JSON.stringify(secrets), { mode: 0o600 });
  renameSync(next, file);
};
