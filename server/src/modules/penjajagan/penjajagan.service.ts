import { ForeignKeyConstraintViolationException, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../common/context.js';
import { conflict, forbidden, InputError, notFound } from '../../common/errors.js';
import { findPage } from '../../common/find-page.js';
import { likeContains, paging, type Page, type PageInput } from '../../common/paging.js';
import { validate } from '../../common/validate.js';
import { removeOwnedFiles } from '../../files/files.service.js';
import { StoredFile } from '../../files/stored-file.entity.js';
import { checkUpload, PENJAJAGAN_RULE, type CheckedFile } from '../../files/upload.js';
import { tanggalIndonesia, TIME_ZONE } from '../../common/dates.js';
import { isPartner, PARTNERS } from '../../rules/levels.js';
import {
  canViewAllPenjajagan,
  createPenjajaganSchema,
  DOKUMEN_PENUH_MESSAGE,
  JUDUL_LOCKED_MESSAGE,
  MAX_DOKUMEN_PENJAJAGAN,
  PENJAJAGAN_PER_HARI,
  PENJAJAGAN_STATUS,
  PENJAJAGAN_PER_HARI_MESSAGE,
  penjajaganLaporanSchema,
  penjajaganStatusText,
  updatePenjajaganSchema,
} from '../../rules/penjajagan.js';
import type { LaporanTable } from '../laporan/laporan.render.js';
import { Throttle } from '../auth/throttle.js';
import { laporanKeterangan, MAX_LAPORAN_ROWS } from '../laporan/laporan.service.js';
import type { LaporanFilter, LaporanFormat } from '../laporan/laporan.types.js';
import type { EventBus } from '../../common/events.js';
import type { FilesService } from '../../files/files.service.js';
import type { LaporanService } from '../laporan/laporan.service.js';
import type { Commit } from '../riwayat/commit.js';
import { Skpd } from '../skpd/skpd.entity.js';
import { User } from '../user/user.entity.js';
import { PENJAJAGAN_DOKUMEN, Penjajagan } from './penjajagan.entity.js';
import type { DokumenWajibService } from './dokumen-wajib.js';
import { PenjajaganSkpd } from './penjajagan-skpd.entity.js';
import type { PenjajaganFilter, PenjajaganInput } from './penjajagan.inputs.js';
import { PenjajaganChanged } from './penjajagan.events.js';
import type { PenjajaganDokumen, PenjajaganEventPayload } from './penjajagan.types.js';
import { can } from '../../rules/policy.js';
import { belumDapatDisetujui, statusKeputusan, statusMengikutiKeputusan } from '../../rules/tkksd.js';
import { claimForDelete } from '../../common/claim.js';

const COMBO_SIZE = 20;
const WHAT = 'Penjajakan';

type Upload = Promise<FileUpload> | FileUpload | null | undefined;

/** Runs both checks and reports every field message at once (form fields and the file). */
const collect = async <A, B>(a: () => A | Promise<A>, b: () => B | Promise<B>): Promise<[A, B]> => {
  const results = await Promise.allSettled([Promise.resolve().then(a), Promise.resolve().then(b)]);
  const fields: Record<string, string> = {};
  for (const r of results) {
    if (r.status === 'rejected') {
      if (r.reason instanceof InputError) Object.assign(fields, r.reason.fields);
      else throw r.reason;
    }
  }
  if (Object.keys(fields).length) throw new InputError(fields);
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [A, B];
};

/** Per-request caches, so a list of 20 proposals costs one query for documents and one for agencies. */
interface Loaders {
  docs: Map<number, Promise<StoredFile[]>>;
  skpd: Map<number, Promise<Skpd[]>>;
}
const loaders = new WeakMap<EntityManager, Loaders>();
const loadersOf = (em: EntityManager): Loaders => {
  let l = loaders.get(em);
  if (!l) loaders.set(em, (l = { docs: new Map(), skpd: new Map() }));
  return l;
};

export class PenjajaganService {
  private readonly throttle = new Throttle();

  constructor(
    private readonly commit: Commit,
    private readonly files: FilesService,
    private readonly events: EventBus,
    private readonly laporanLinks: LaporanService,
    /** Required documents (issue 17): the kind a document is uploaded as. */
    private readonly dokumenWajib: DokumenWajibService,
  ) {}

  // ---------------------------------------------------------------- reading

  async list(ctx: Context, filterInput?: PenjajaganFilter | null, pageInput?: PageInput | null): Promise<Page<Penjajagan>> {
    const actor = ctx.actor!;
    const { limit, offset, order } = paging(pageInput);
    const where: Record<string, unknown> = {};
    // Row rule: a partner sees only its own proposals (level 2 and admins see all).
    if (!canViewAllPenjajagan(actor.idLevel)) where.mitra = actor.idUser;
    const judul = filterInput?.judul?.trim();
    if (judul) where.judul = { $ilike: likeContains(judul) };
    if (filterInput?.status !== undefined && filterInput.status !== null) where.idStatus = filterInput.status;
    const [items, total] = await findPage(ctx.em, Penjajagan, where, {
      populate: ['mitra'],
      orderBy: { tglInput: order, idPenjajagan: order },
      limit,
      offset,
    });
    this.preload(ctx, items.map((p) => p.idPenjajagan));
    return { items, total };
  }

  /** A proposal the actor may see: NOT_FOUND when it does not exist, FORBIDDEN when it is another partner's. */
  async get(ctx: Context, idPenjajagan: number, em: EntityManager = ctx.em): Promise<Penjajagan> {
    const p = await em.findOne(Penjajagan, { idPenjajagan }, { populate: ['mitra'] });
    if (!p) throw notFound(WHAT);
    this.checkView(ctx, p);
    return p;
  }

  private checkView(ctx: Context, p: { idUser: number }): void {
    if (!can(ctx.actor, 'penjajagan:read', p)) throw forbidden('Anda tidak memiliki akses ke penjajakan ini');
  }

  /**
   * Autocomplete of the agreement form: number or title contains `search`, newest first. `disetujui`: only the
   * proposals an agreement may be tied to (approved, no rejecting decision; mou/penjajagan-link.ts).
   */
  combo(ctx: Context, search?: string | null, idPenjajagan?: number | null, disetujui = false): Promise<Penjajagan[]> {
    const where: Record<string, unknown> = {};
    const term = search?.trim();
    if (term) where.$or = [{ noPenjajagan: { $ilike: likeContains(term) } }, { judul: { $ilike: likeContains(term) } }];
    if (idPenjajagan) where.idPenjajagan = idPenjajagan;
    if (disetujui) {
      where.idStatus = PENJAJAGAN_STATUS.Disetujui;
      where[raw((a) => `not exists (select 1 from keputusan_penjajagan k where k.id_penjajagan = ${a}.id_penjajagan and not k.disetujui)`)] = [];
    }
    return ctx.em.find(Penjajagan, where, { populate: ['mitra'], orderBy: { idPenjajagan: 'desc' }, limit: COMBO_SIZE });
  }

  async documents(ctx: Context, p: Penjajagan): Promise<PenjajaganDokumen[]> {
    const l = loadersOf(ctx.em);
    if (!l.docs.has(p.idPenjajagan)) this.preload(ctx, [p.idPenjajagan], ['docs']);
    const files = await l.docs.get(p.idPenjajagan)!;
    return files.map((f) => ({
      id: f.id,
      namaFile: f.originalName,
      url: this.files.url(f, ctx.actor),
      mime: f.mime,
      size: f.size,
      tglInput: f.createdAt,
    }));
  }

  async skpdOf(ctx: Context, p: Penjajagan): Promise<Skpd[]> {
    const l = loadersOf(ctx.em);
    if (!l.skpd.has(p.idPenjajagan)) this.preload(ctx, [p.idPenjajagan], ['skpd']);
    return l.skpd.get(p.idPenjajagan)!;
  }

  async skpdList(ctx: Context, idPenjajagan: number, pageInput?: PageInput | null): Promise<Page<Skpd>> {
    await this.get(ctx, idPenjajagan);
    const { limit, offset, order } = paging(pageInput);
    const [links, total] = await ctx.em.findAndCount(
      PenjajaganSkpd,
      { penjajagan: idPenjajagan },
      { populate: ['skpd'], orderBy: { id: order }, limit, offset },
    );
    return { items: links.map((l) => l.skpd.unwrap()), total };
  }

  private preload(ctx: Context, ids: number[], what: ('docs' | 'skpd')[] = ['docs', 'skpd']): void {
    if (!ids.length) return;
    const l = loadersOf(ctx.em);
    if (what.includes('docs')) {
      const all = ctx.em.find(
        StoredFile,
        { ownerKind: PENJAJAGAN_DOKUMEN, ownerId: { $in: ids } },
        { orderBy: { createdAt: 'desc', id: 'asc' } },
      );
      for (const id of ids) l.docs.set(id, all.then((files) => files.filter((f) => f.ownerId === id)));
    }
    if (what.includes('skpd')) {
      const all = ctx.em.find(PenjajaganSkpd, { penjajagan: { $in: ids } }, { populate: ['skpd'], orderBy: { id: 'asc' } });
      for (const id of ids) {
        l.skpd.set(id, all.then((links) => links.filter((k) => k.penjajagan.idPenjajagan === id).map((k) => k.skpd.unwrap())));
      }
    }
  }

  // ---------------------------------------------------------------- writing

  async create(ctx: Context, input: PenjajaganInput, upload: Upload): Promise<Penjajagan> {
    const actor = ctx.actor!;
    let idUser = input?.idUser ?? undefined;
    if (isPartner(actor.idLevel)) {
      // A partner proposes only for itself: naming another account is refused, not silently corrected.
      if (idUser !== undefined && idUser !== actor.idUser) throw forbidden('Anda hanya dapat mengajukan penjajakan untuk akun Anda sendiri');
      idUser = actor.idUser;
    }
    const [fields, file] = await collect(
      () => validate(createPenjajaganSchema, { ...input, idUser }),
      () => checkUpload(upload, PENJAJAGAN_RULE('file')),
    );
    const mitra = await this.partnerAccount(ctx.em, fields.idUser);
    if (isPartner(actor.idLevel)) await this.throttle.consume(ctx.em, `penjajagan:buat:${actor.idUser}`, PENJAJAGAN_PER_HARI, PENJAJAGAN_PER_HARI_MESSAGE);

    const p = await this.commit.transaction(ctx, async (em) => {
      const [row] = await em.execute<{ n: string; y: string }[]>(
        `select nextval('penjajagan_no_seq')::text as n, to_char(now() at time zone '${TIME_ZONE}', 'YYYY') as y`,
      );
      const created = em.create(Penjajagan, {
        noPenjajagan: `PJ-${row!.y}-${row!.n.padStart(5, '0')}`,
        mitra: em.getReference(User, mitra.idUser, { wrapped: true }),
        judul: fields.judul,
        deskripsi: fields.deskripsi,
        idStatus: 0,
      });
      await em.flush();
      this.files.store(em, PENJAJAGAN_DOKUMEN, created.idPenjajagan, file);
      const change = { riwayat: `Menambah penjajakan "${created.judul}" (${created.noPenjajagan})`, events: [this.changed(created, 'tambah', [mitra.idUser])] };
      return { result: created, change };
    });
    return this.get(ctx, p.idPenjajagan);
  }

  async update(ctx: Context, idPenjajagan: number, input: PenjajaganInput, upload: Upload): Promise<Penjajagan> {
    const actor = ctx.actor!;
    const p = await this.get(ctx, idPenjajagan);
    const [fields, file] = await collect(
      async () => {
        const f = validate(updatePenjajaganSchema(actor.idLevel), input);
        if (!can(actor, 'penjajagan:editJudul') && f.judul && f.judul !== p.judul) throw new InputError({ judul: JUDUL_LOCKED_MESSAGE });
        return f;
      },
      () => (upload ? checkUpload(upload, PENJAJAGAN_RULE('file')) : null),
    );
    const before = { idUser: p.idUser, idStatus: p.idStatus };
    const mitra = fields.idUser !== p.idUser ? await this.partnerAccount(ctx.em, fields.idUser) : null;
    await this.commit.transaction(ctx, async (em) => {
      // the row locked, as the decision (putuskanPenjajagan) locks it: a status is never written beside a decision it contradicts
      const [locked] = await em.execute<{ id_status: number; disetujui: boolean | null }[]>(
        `select p.id_status, k.disetujui from penjajagan p left join keputusan_penjajagan k on k.id_penjajagan = p.id_penjajagan
          where p.id_penjajagan = ? for update of p`,
        [p.idPenjajagan],
      );
      if (!locked) throw notFound(WHAT); // deleted meanwhile
      const { disetujui } = locked;
      if (disetujui !== null && fields.status !== statusKeputusan(disetujui)) throw new InputError({ status: statusMengikutiKeputusan(disetujui) });
      // approving by the status field (SPEC's edit form, legacy edit.php) asks what the decision asks
      if (disetujui === null && fields.status === PENJAJAGAN_STATUS.Disetujui && locked.id_status !== PENJAJAGAN_STATUS.Disetujui) {
        const kurang = Object.values(await this.dokumenWajib.kurangUntukDisetujui(em, p.idPenjajagan));
        if (kurang.length) throw new InputError({ status: belumDapatDisetujui(kurang) });
      }
      const changes: string[] = [];
      if (mitra) {
        changes.push(`mitra ${p.namaPengaju} → ${mitra.nama}`);
        p.mitra = em.getReference(User, mitra.idUser, { wrapped: true });
      }
      if (fields.status !== p.idStatus) {
        changes.push(`status ${penjajaganStatusText(p.idStatus)} → ${penjajaganStatusText(fields.status)}`);
      }
      if (can(actor, 'penjajagan:editJudul')) p.judul = fields.judul!;
      p.deskripsi = fields.deskripsi;
      p.idStatus = fields.status;
      if (file) {
        this.files.store(em, PENJAJAGAN_DOKUMEN, p.idPenjajagan, file);
        changes.push(`file baru "${file.originalName}"`);
      }
      return {
        result: true,
        change: {
          riwayat: `Mengubah penjajakan "${p.judul}" (${p.noPenjajagan})${changes.length ? ` (${changes.join(', ')})` : ''}`,
          events: [
            this.changed(p, 'ubah', [p.idUser]),
            // moved to another partner: for the partner who had it, it left the list (told only to that partner)
            ...(before.idUser !== p.idUser ? [new PenjajaganChanged({ ...this.changed(p, 'hapus', [before.idUser]).payload, idUser: before.idUser, hanyaPemilik: true })] : []),
          ],
        },
      };
    });
    loadersOf(ctx.em).docs.delete(p.idPenjajagan);
    return this.get(ctx, idPenjajagan);
  }

  async delete(ctx: Context, idPenjajagan: number): Promise<boolean> {
    const p = await this.get(ctx, idPenjajagan);
    try {
      await this.commit.transaction(ctx, async (em) => {
        await claimForDelete(em, Penjajagan, { idPenjajagan }, 'Penjajakan');
        await removeOwnedFiles(em, PENJAJAGAN_DOKUMEN, idPenjajagan);
        // Chat messages and agency links go with it (on delete cascade).
        await em.nativeDelete(Penjajagan, { idPenjajagan });
        return { result: true, change: { riwayat: `Menghapus penjajakan "${p.judul}" (${p.noPenjajagan})`, events: [this.changed(p, 'hapus', [p.idUser])] } };
      });
    } catch (err) {
      if (err instanceof ForeignKeyConstraintViolationException) {
        throw conflict(`Penjajakan "${p.noPenjajagan}" masih digunakan oleh kesepakatan dan tidak dapat dihapus`);
      }
      throw err;
    }
    ctx.em.clear();
    return true;
  }

  /**
   * add_file_baru: a new document for the proposal; it becomes the proposal's file. `jenis`: which of the
   * office's required documents it is (issue 17), stored with it in one transaction.
   */
  async addDokumen(ctx: Context, idPenjajagan: number, upload: Upload, jenis?: string | null): Promise<Penjajagan> {
    const actor = ctx.actor!;
    const p = await this.get(ctx, idPenjajagan);
    if (!can(actor, 'penjajagan:write', p)) throw forbidden();
    const [file, namaJenis] = await collect(
      (): Promise<CheckedFile> => checkUpload(upload, PENJAJAGAN_RULE('file')),
      async () => (jenis?.trim() ? this.dokumenWajib.jenisValid(ctx.em, jenis) : null),
    );
    await this.commit.transaction(ctx, async (em) => {
      // the proposal's row locked: two uploads at once cannot both take the last place
      await em.execute('select 1 from penjajagan where id_penjajagan = ? for update', [p.idPenjajagan]);
      if ((await em.count(StoredFile, { ownerKind: PENJAJAGAN_DOKUMEN, ownerId: p.idPenjajagan })) >= MAX_DOKUMEN_PENJAJAGAN) {
        throw new InputError({ file: DOKUMEN_PENUH_MESSAGE });
      }
      const stored = this.files.store(em, PENJAJAGAN_DOKUMEN, p.idPenjajagan, file);
      if (namaJenis) {
        await em.flush();
        await this.dokumenWajib.tandai(em, stored.id, namaJenis);
      }
      return {
        result: true,
        change: {
          riwayat: `Menambah dokumen "${file.originalName}"${namaJenis ? ` (${namaJenis})` : ''} pada penjajakan "${p.judul}" (${p.noPenjajagan})`,
          events: [this.changed(p, 'dokumen', [p.idUser])],
        },
      };
    });
    loadersOf(ctx.em).docs.delete(p.idPenjajagan);
    return p;
  }

  async addSkpd(ctx: Context, idPenjajagan: number, idSkpd: number | null | undefined): Promise<Penjajagan> {
    const p = await this.get(ctx, idPenjajagan);
    if (!idSkpd) throw new InputError({ idSkpd: 'SKPD tidak boleh kosong' });
    const skpd = await ctx.em.findOne(Skpd, { idSkpd });
    if (!skpd) throw new InputError({ idSkpd: 'SKPD tidak ditemukan' });
    ctx.em.create(PenjajaganSkpd, { penjajagan: p, skpd });
    try {
      await this.commit.write(ctx, {
        riwayat: `Menambah SKPD "${skpd.skpd}" pada penjajakan "${p.judul}" (${p.noPenjajagan})`,
        events: [this.changed(p, 'skpd', [p.idUser])],
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new InputError({ idSkpd: 'SKPD sudah ditambahkan' });
      throw err;
    }
    loadersOf(ctx.em).skpd.delete(p.idPenjajagan);
    return p;
  }

  async removeSkpd(ctx: Context, idPenjajagan: number, idSkpd: number): Promise<Penjajagan> {
    const p = await this.get(ctx, idPenjajagan);
    const link = await ctx.em.findOne(PenjajaganSkpd, { penjajagan: idPenjajagan, skpd: idSkpd }, { populate: ['skpd'] });
    if (!link) throw notFound('SKPD pada penjajakan ini');
    ctx.em.remove(link);
    await this.commit.write(ctx, {
      riwayat: `Menghapus SKPD "${link.skpd.unwrap().skpd}" dari penjajakan "${p.judul}" (${p.noPenjajagan})`,
      events: [this.changed(p, 'skpd', [p.idUser])],
    });
    loadersOf(ctx.em).skpd.delete(p.idPenjajagan);
    return p;
  }

  /** The chosen partner must be an existing account of level 3–5. */
  private async partnerAccount(em: EntityManager, idUser: number): Promise<User> {
    const user = await em.findOne(User, { idUser });
    if (!user || !PARTNERS.includes(user.idLevel)) throw new InputError({ idUser: 'Mitra tidak ditemukan' });
    return user;
  }

  private changed(p: Penjajagan, aksi: string, owners: number[]) {
    return new PenjajaganChanged({
      idPenjajagan: p.idPenjajagan,
      noPenjajagan: p.noPenjajagan,
      aksi,
      idStatus: p.idStatus,
      idUser: p.idUser,
      owners: [...new Set(owners)],
    });
  }

  // ---------------------------------------------------------------- report

  /** Proposals submitted within the period (Asia/Jakarta calendar days), as a report table (levels 1, 99). */
  async laporan(ctx: Context, filterInput?: LaporanFilter | null): Promise<LaporanTable> {
    const f = validate(penjajaganLaporanSchema, filterInput);
    const from = new Date(`${f.tanggalDari}T00:00:00+07:00`);
    const until = new Date(new Date(`${f.tanggalSampai}T00:00:00+07:00`).getTime() + 24 * 3600 * 1000);
    const where: Record<string, unknown> = { tglInput: { $gte: from, $lt: until } };
    if (f.status !== null) where.idStatus = f.status;
    if (f.judul) where.judul = { $ilike: likeContains(f.judul) };
    const [rows, total] = await ctx.em.findAndCount(Penjajagan, where, {
      populate: ['mitra'],
      orderBy: { tglInput: 'asc', idPenjajagan: 'asc' },
      limit: MAX_LAPORAN_ROWS,
    });
    const jakartaDay = (d: Date) => new Date(d.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);
    const cut = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
    return {
      judul: 'Laporan Penjajakan Kerja Sama',
      keterangan: laporanKeterangan(f, penjajaganStatusText),
      kolom: ['No', 'No. Penjajakan', 'Nama', 'Judul', 'Deskripsi', 'Tanggal', 'Status'],
      baris: rows.map((p, i) => [
        String(i + 1),
        p.noPenjajagan,
        p.namaPengaju,
        p.judul,
        cut(p.deskripsi),
        tanggalIndonesia(jakartaDay(p.tglInput)),
        p.statusText,
      ]),
      total,
      dipotong: total > rows.length,
      namaFile: `laporan-penjajakan-${f.tanggalDari}-${f.tanggalSampai}`,
    };
  }

  /** A short-lived signed address of the report document (validated now, so the dialog shows errors). */
  laporanLink(ctx: Context, filterInput: LaporanFilter | null | undefined, format: LaporanFormat): string {
    const f = validate(penjajaganLaporanSchema, filterInput);
    return this.laporanLinks.link('penjajakan', f, format, ctx.actor!);
  }

  // ---------------------------------------------------------------- realtime

  subscribeChanged(ctx: Context): AsyncIterable<PenjajaganEventPayload> {
    const actor = ctx.actor!;
    return this.events.subscribe(
      PenjajaganChanged,
      undefined,
      (e) => (canViewAllPenjajagan(actor.idLevel) && !e.hanyaPemilik) || (isPartner(actor.idLevel) && e.owners.includes(actor.idUser)),
    );
  }
}
