/** The mails of registration, in Indonesian; every value put into the HTML is escaped. */
import { escapeHtml } from '../../common/html.js';
import type { Mail } from '../../mail/mailer.js';

interface Recipient {
  nama: string;
  email: string;
}

/** What was registered, so the address's owner can tell a registration that is not theirs. */
export interface Registration {
  instansi: string;
  level: string;
  hp: string;
}

/**
 * The activation link of a registration, with what was registered. `replaces`: it took the place of an
 * earlier registration of the address that was never activated (whose link no longer works).
 */
export const verificationMail = (user: Recipient, link: string, registration: Registration, replaces = false): Mail => {
  const data = `Data pendaftaran: Instansi ${registration.instansi}; Level ${registration.level}; No. HP ${registration.hp}.`;
  const replaced = replaces
    ? 'Pendaftaran ini menggantikan pendaftaran sebelumnya dengan alamat email ini yang belum diaktifkan; tautan pada email sebelumnya tidak berlaku lagi.'
    : '';
  const notYou = 'Jika data di atas bukan pendaftaran Anda, jangan buka tautan ini dan abaikan email ini.';
  const paragraphs = ['Terima kasih telah mendaftar.', data, replaced].filter(Boolean);
  return {
    to: user.email,
    subject: 'Verifikasi Akun Kerja Sama',
    text: `Yth. ${user.nama},\n\n${paragraphs.join('\n')}\n\nBuka tautan berikut untuk mengaktifkan akun Anda:\n${link}\n\nTautan berlaku 7 hari. ${notYou}`,
    html: `<p>Yth. ${escapeHtml(user.nama)},</p>${paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join('')}<p>Klik tautan berikut untuk mengaktifkan akun Anda:</p><p><a href="${escapeHtml(link)}">Aktifkan akun</a></p><p>Tautan berlaku 7 hari. ${escapeHtml(notYou)}</p>`,
  };
};

/**
 * To the owner of an address someone tried to register again: nothing of what that person sent is
 * repeated. An account not yet activated gets a new activation link (its owner may have lost the first);
 * an active one, the way to sign in.
 */
export const registrationAttemptMail = (owner: Recipient, next: { activationLink: string } | { loginLink: string }): Mail => {
  const intro = 'Seseorang baru saja mencoba mendaftar di sistem Kerja Sama dengan alamat email ini, yang sudah terdaftar untuk akun Anda. Akun Anda tidak diubah.';
  const [line, url, label] =
    'activationLink' in next
      ? ['Akun Anda belum diaktifkan. Jika Anda yang mendaftar, buka tautan berikut untuk mengaktifkannya (berlaku 7 hari):', next.activationLink, 'Aktifkan akun']
      : ['Jika itu Anda, silakan masuk dengan akun yang sudah ada:', next.loginLink, 'Masuk'];
  const ignore = 'Jika bukan Anda, abaikan email ini.';
  return {
    to: owner.email,
    subject: 'Percobaan Pendaftaran dengan Email Anda',
    text: `Yth. ${owner.nama},\n\n${intro}\n\n${line}\n${url}\n\n${ignore}`,
    html: `<p>Yth. ${escapeHtml(owner.nama)},</p><p>${intro}</p><p>${line}</p><p><a href="${escapeHtml(url)}">${label}</a></p><p>${ignore}</p>`,
  };
};
