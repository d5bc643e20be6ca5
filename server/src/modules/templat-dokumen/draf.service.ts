/**
 * "Unduh Draf" (issue 17): a template filled from an agreement or contract by docxtemplater, with
 * Indonesian dates and the amount in words (terbilang).
 */
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { Context } from '../../common/context.js';
import { InputError, notFound } from '../../common/errors.js';
import { tanggalIndonesia, todayIso } from '../../common/dates.js';
import { TAHAPAN_TEXT } from '../../rules/tahapan.js';
import { rupiah } from '../laporan/laporan.service.js';
import { Mou } from '../mou/mou.entity.js';
import { Pks } from '../pks/pks.entity.js';
import type { TahapanService } from '../tahapan/tahapan.service.js';
import { JenisKerjasama } from '../tahapan/tahapan.types.js';
import { rupiahTerbilang } from './rupiah-terbilang.js';
import { templatBawaan, type TemplatKode } from './templat-bawaan.js';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Which templates fit which kind of record. */
const UNTUK: Record<TemplatKode, readonly JenisKerjasama[]> = {
  KESEPAKATAN_BERSAMA: [JenisKerjasama.MOU],
  PKS: [JenisKerjasama.PKS],
  UNDANGAN_PENANDATANGANAN: [JenisKerjasama.MOU, JenisKerjasama.PKS],
};

export interface Draf {
  namaFile: string;
  mime: string;
  /** The .docx, base64. */
  isi: string;
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'draf';

export class DrafService {
  constructor(private readonly tahapan: TahapanService) {}

  /** The values a template's placeholders read. */
  private async data(ctx: Context, jenis: JenisKerjasama, id: number): Promise<Record<string, string>> {
    const record = jenis === JenisKerjasama.MOU ? await ctx.em.findOne(Mou, { idMou: id }) : await ctx.em.findOne(Pks, { idPks: id }, { populate: ['mou'] });
    if (!record) throw notFound(jenis === JenisKerjasama.MOU ? 'Kesepakatan' : 'Perjanjian');
    const info = await this.tahapan.info(ctx, jenis, { id, idStatus: record.idStatus });
    const mou = record instanceof Pks ? record.mou.unwrap() : null;
    return {
      judul: record.judul,
      mitra: record.mitra,
      noKontrak: record.noKontrak,
      noMitra: record.noMitra,
      deskripsi: record.deskripsi,
      keterangan: record.keterangan,
      tglMulai: tanggalIndonesia(record.tglMulai),
      tglBerakhir: tanggalIndonesia(record.tglBerakhir),
      nilai: rupiah(record.nilai),
      nilaiTerbilang: rupiahTerbilang(record.nilai),
      namaTtd: record.namaTtd,
      jabatanTtd: record.jabatanTtd,
      namaTtdMitra: record.namaTtdMitra,
      jabatanTtdMitra: record.jabatanTtdMitra,
      tahapan: TAHAPAN_TEXT[info.tahapan],
      tanggalDokumen: tanggalIndonesia(todayIso()),
      jenisDokumen: jenis === JenisKerjasama.MOU ? 'Kesepakatan Bersama' : 'Perjanjian Kerja Sama',
      judulMou: mou?.judul ?? '',
      noKontrakMou: mou?.noKontrak ?? '',
    };
  }

  async buat(ctx: Context, jenis: JenisKerjasama, id: number, templat: TemplatKode): Promise<Draf> {
    if (!UNTUK[templat].includes(jenis)) throw new InputError({ templat: 'Templat ini tidak untuk jenis kerja sama tersebut' });
    const data = await this.data(ctx, jenis, id);
    const doc = new Docxtemplater(new PizZip(templatBawaan(templat)), { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
    doc.render(data);
    const isi = doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { namaFile: `${slug(templat.toLowerCase())}-${slug(data.noKontrak!)}.docx`, mime: DOCX_MIME, isi: isi.toString('base64') };
  }
}
