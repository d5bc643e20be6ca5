import { describe, expect, it } from 'vitest';
import {
  canAddPenjajaganDokumen,
  canCreatePenjajagan,
  canEditJudul,
  canSendPesan,
  canViewPenjajagan,
  createPenjajaganSchema,
  penjajaganStatusText,
  pesanSchema,
  posisiOf,
  updatePenjajaganSchema,
} from './penjajagan.js';

const own = { idUser: 7 };
const as = (idLevel: number, idUser = 7) => ({ idUser, idLevel });

describe('penjajagan rules', () => {
  it('lets staff view all and a partner only its own', () => {
    for (const level of [1, 2, 99]) expect(canViewPenjajagan(as(level, 1), own)).toBe(true);
    for (const level of [3, 4, 5]) {
      expect(canViewPenjajagan(as(level), own)).toBe(true);
      expect(canViewPenjajagan(as(level, 8), own)).toBe(false);
    }
  });

  it('gives creation to admins and partners, the title to level 1 only', () => {
    expect([1, 2, 3, 4, 5, 99].filter(canCreatePenjajagan)).toEqual([1, 3, 4, 5, 99]);
    expect([1, 2, 3, 4, 5, 99].filter(canEditJudul)).toEqual([1]);
  });

  it('lets admins and the owner write chat and documents; level 2 only reads', () => {
    for (const f of [canSendPesan, canAddPenjajaganDokumen]) {
      expect(f(as(1, 1), own)).toBe(true);
      expect(f(as(99, 1), own)).toBe(true);
      expect(f(as(2, 1), own)).toBe(false);
      expect(f(as(3), own)).toBe(true);
      expect(f(as(3, 8), own)).toBe(false);
    }
  });

  it('places the viewer\'s own messages right', () => {
    expect(posisiOf(7, 7)).toBe('right');
    expect(posisiOf(7, 8)).toBe('left');
    expect(posisiOf(7, null)).toBe('left');
    expect(posisiOf(undefined, 7)).toBe('left');
  });

  it('labels the statuses', () => {
    expect([0, 1, 2, 3, 4].map(penjajaganStatusText)).toEqual(['Baru', 'Proses', 'Disetujui', 'Tidak Disetujui', '-']);
  });

  it('validates with SPEC messages', () => {
    const r = createPenjajaganSchema.safeParse({ judul: ' ', deskripsi: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['idUser', 'Mitra tidak boleh kosong'],
      ['judul', 'Judul tidak boleh kosong'],
      ['deskripsi', 'Deskripsi tidak boleh kosong'],
    ]);
    expect(updatePenjajaganSchema(99).safeParse({ idUser: 1, deskripsi: 'x', status: 0 }).success).toBe(true);
    expect(updatePenjajaganSchema(1).safeParse({ idUser: 1, deskripsi: 'x', status: 0 }).success).toBe(false);
    expect(updatePenjajaganSchema(1).safeParse({ idUser: 1, judul: 'J', deskripsi: 'x', status: 4 }).error!.issues[0]!.message).toBe('Status tidak valid');
    expect(pesanSchema.safeParse({ pesan: 'a'.repeat(201) }).error!.issues[0]!.message).toBe('Maksimal 200 karakter');
    expect(pesanSchema.safeParse({ pesan: '  ' }).error!.issues[0]!.message).toBe('Pesan tidak boleh kosong');
  });
});
