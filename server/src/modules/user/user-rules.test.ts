import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type GqlResult, type TestApp } from '../../test/test-app.js';
import { USER, USERS, usersWorld, validInput } from './user-test-kit.js';
import { codeOf, fieldsOf, refusedUnchanged } from '../../test/results.js';

describe('users', () => {
  const { world, create, update, remove, created, formOf, row, count, canLogin } = usersWorld();
  let app: TestApp;
  let idSkpd: number;
  beforeAll(() => ({ app, idSkpd } = world));

  describe('SPEC §6 rules', () => {
    /** Expects a refused write that changed no account and added no riwayat row but its own denial record. */
    const snapshot = () => Promise.all([app.sql('select * from users order by id_user'), count('riwayat', "aksi not like 'Akses ditolak%'")]);
    const expectRefused = (write: () => Promise<GqlResult>, code: string) => refusedUnchanged(snapshot, write, code);

    it('level 1 cannot edit or delete a level-99 account', async () => {
      const staff = await app.userWithLevel(1);
      const superUser = await created({ idLevel: 99 });
      await expectRefused(async () => update(superUser.idUser, await formOf(superUser.idUser, { nama: 'Diubah' }), staff.token), 'FORBIDDEN');
      await expectRefused(() => remove(superUser.idUser, staff.token), 'FORBIDDEN');
      await expectRefused(async () => update(1, await formOf(1, { nama: 'Diubah' }), staff.token), 'FORBIDDEN');
    });

    it('level 1 cannot edit or delete another level-1 account', async () => {
      const staff = await app.userWithLevel(1);
      const other = await app.userWithLevel(1);
      await expectRefused(async () => update(other.idUser, await formOf(other.idUser, { nama: 'Diubah' }), staff.token), 'FORBIDDEN');
      await expectRefused(() => remove(other.idUser, staff.token), 'FORBIDDEN');
    });

    it('level 1 can edit itself', async () => {
      const staff = await app.userWithLevel(1);
      const r = await update(staff.idUser, await formOf(staff.idUser, { nama: 'Admin Sendiri' }), staff.token);
      expect(r.errors).toBeUndefined();
      expect((await row(staff.idUser)).nama).toBe('Admin Sendiri');
    });

    it('level 1 can edit and delete accounts of levels 2 to 5', async () => {
      const staff = await app.userWithLevel(1);
      const partner = await created({ idLevel: 5 });
      const r = await update(partner.idUser, await formOf(partner.idUser, { nama: 'Diubah Admin' }), staff.token);
      expect(r.errors).toBeUndefined();
      expect((await remove(partner.idUser, staff.token)).data!.deleteUser).toBe(true);
      expect(await row(partner.idUser)).toBeUndefined();
    });

    it('level 99 can edit and delete level-1 and level-99 accounts', async () => {
      const staff = await app.userWithLevel(1);
      const superUser = await created({ idLevel: 99 });
      expect((await update(staff.idUser, await formOf(staff.idUser, { nama: 'Oleh Super' }))).errors).toBeUndefined();
      expect((await update(superUser.idUser, await formOf(superUser.idUser, { nama: 'Super Lain' }))).errors).toBeUndefined();
      expect((await remove(staff.idUser)).data!.deleteUser).toBe(true);
      expect((await remove(superUser.idUser)).data!.deleteUser).toBe(true);
    });

    it('level 1 cannot create a level-99 account', async () => {
      const staff = await app.userWithLevel(1);
      const r = await expectRefused(() => create(validInput({ idLevel: 99 }), staff.token), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idLevel: 'Anda tidak dapat memberikan level ini' });
    });

    it('level 1 cannot raise an account to level 99', async () => {
      const staff = await app.userWithLevel(1);
      const partner = await created({ idLevel: 3 });
      const r = await expectRefused(async () => update(partner.idUser, await formOf(partner.idUser, { idLevel: 99 }), staff.token), 'BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual({ idLevel: 'Anda tidak dapat memberikan level ini' });
    });

    it('level 99 can create a level-99 account', async () => {
      expect((await created({ idLevel: 99 })).idLevel).toBe(99);
    });

    it('nobody changes their own level', async () => {
      const staff = await app.userWithLevel(1);
      const r1 = await expectRefused(async () => update(staff.idUser, await formOf(staff.idUser, { idLevel: 2, idSkpd }), staff.token), 'BAD_USER_INPUT');
      expect(fieldsOf(r1)).toEqual({ idLevel: 'Anda tidak dapat mengubah level akun sendiri' });
      const r99 = await expectRefused(async () => update(1, await formOf(1, { idLevel: 1 })), 'BAD_USER_INPUT');
      expect(fieldsOf(r99)).toEqual({ idLevel: 'Anda tidak dapat mengubah level akun sendiri' });
    });

    it('nobody deactivates themself', async () => {
      const staff = await app.userWithLevel(1);
      for (const status of [0, 2]) {
        const r = await expectRefused(async () => update(staff.idUser, await formOf(staff.idUser, { status }), staff.token), 'BAD_USER_INPUT');
        expect(fieldsOf(r)).toEqual({ status: 'Anda tidak dapat menonaktifkan akun sendiri' });
      }
      await expectRefused(async () => update(1, await formOf(1, { status: 2 })), 'BAD_USER_INPUT');
      expect(await canLogin(ADMIN.username, ADMIN.password)).toBe(true);
    });

    it('nobody deletes themself', async () => {
      const staff = await app.userWithLevel(1);
      await expectRefused(() => remove(staff.idUser, staff.token), 'FORBIDDEN');
      await expectRefused(() => remove(1), 'FORBIDDEN');
    });

    describe.each([2, 3, 4, 5])('level %i', (level) => {
      let token: string;
      let target: number;
      beforeAll(async () => {
        token = (await app.userWithLevel(level, level === 2 ? { idSkpd } : {})).token;
        target = (await created()).idUser;
      });

      it('cannot list or read accounts', async () => {
        expect(codeOf(await app.gql(USERS, {}, token))).toBe('FORBIDDEN');
        expect(codeOf(await app.gql(USER, { id: target }, token))).toBe('FORBIDDEN');
      });

      it('cannot create, edit or delete accounts', async () => {
        await expectRefused(() => create(validInput(), token), 'FORBIDDEN');
        await expectRefused(async () => update(target, await formOf(target, { nama: 'X' }), token), 'FORBIDDEN');
        await expectRefused(() => remove(target, token), 'FORBIDDEN');
      });
    });

    describe('anonymous', () => {
      it('cannot list or read accounts', async () => {
        expect(codeOf(await app.gql(USERS, {}))).toBe('UNAUTHENTICATED');
        expect(codeOf(await app.gql(USER, { id: 1 }))).toBe('UNAUTHENTICATED');
      });

      it('cannot create, edit or delete accounts', async () => {
        await expectRefused(() => create(validInput(), ''), 'UNAUTHENTICATED');
        await expectRefused(async () => update(1, await formOf(1, { nama: 'X' }), ''), 'UNAUTHENTICATED');
        await expectRefused(() => remove(1, ''), 'UNAUTHENTICATED');
      });
    });
  });
});
