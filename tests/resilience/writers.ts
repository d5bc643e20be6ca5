/**
 * Concurrent writers for the crash suites: agreements with a document each (GraphQL multipart) and chat
 * messages. Every write the server acknowledges goes into the ledger; every answer that is neither an
 * acknowledgement, a clean refusal (JSON, Indonesian message) nor a dropped connection is recorded as
 * unclean.
 */
import { randomBytes } from 'node:crypto';
import { gql, gqlUpload } from './harness.js';
import { sha256, type Ledger } from './ledger.js';

const INDONESIAN = /\b(tidak|silakan|terlalu|permintaan|kesalahan|ditemukan|coba)\b/i;

export interface WriterTargets {
  url: () => string;
  admin: string;
  idMitra: number;
  chats: { token: string; idPenjajagan: number }[];
}

export interface WriterStats {
  acked: number;
  refused: number;
  dropped: number;
  unclean: string[];
  /** Time of the last acknowledgement (ms since the epoch). */
  lastAck: number;
}

type Reply = Awaited<ReturnType<typeof gql>>;
const backOff = (ms = 50) => new Promise((r) => setTimeout(r, ms));

export class Writers {
  readonly stats: WriterStats = { acked: 0, refused: 0, dropped: 0, unclean: [], lastAck: 0 };
  private stopped = false;
  private loops: Promise<void>[] = [];
  private n = 0;

  constructor(
    private readonly targets: WriterTargets,
    private readonly ledger: Ledger,
    private readonly tag: string,
    private readonly agreementWriters = 3,
  ) {}

  /** True for an acknowledgement; otherwise counts the failure (and the caller backs off a little). */
  private classify(what: string, r: Reply): boolean {
    if (r.status === 0) {
      this.stats.dropped += 1;
      return false;
    }
    if (r.status < 500 && !r.errors && r.data) return true;
    const message = r.errors?.[0]?.message ?? '';
    if (r.errors && INDONESIAN.test(message)) this.stats.refused += 1;
    else this.stats.unclean.push(`${what}: HTTP ${r.status} ${JSON.stringify(r.errors ?? r.data).slice(0, 200)}`);
    return false;
  }

  private ack(): void {
    this.stats.acked += 1;
    this.stats.lastAck = Date.now();
  }

  private async agreementLoop(w: number): Promise<void> {
    while (!this.stopped) {
      const i = this.n++;
      const judul = `Uji-${this.tag}-${w}-${i}`;
      const noKontrak = `NK/${this.tag}/${w}/${i}`;
      const input = {
        idMitra: this.targets.idMitra,
        mitra: 'PT Uji Tahan',
        tglMulai: '2026-01-01',
        tglBerakhir: '2027-12-31',
        judul,
        deskripsi: 'Ketahanan',
        noKontrak,
        noMitra: 'M',
        nilai: i,
        namaTtdMitra: 'A',
        jabatanTtdMitra: 'B',
        namaTtd: 'C',
        jabatanTtd: 'D',
        keterangan: 'E',
        status: 1,
        klasifikasi: { jenis: 'KSDPK', kategoriMitra: 'badan_usaha', idUrusan: [1] },
      };
      const r = await gql(this.targets.url(), 'mutation($i: MouInput!) { createMou(input: $i) { idMou } }', { i: input }, this.targets.admin);
      if (!this.classify('createMou', r)) {
        await backOff();
        continue;
      }
      const idMou = r.data.createMou.idMou as number;
      this.ledger.mous.set(idMou, { idMou, judul, noKontrak });
      this.ack();
      if (this.stopped) break;
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024 + Math.floor(Math.random() * 200_000))]);
      const name = `dokumen-${this.tag}-${w}-${i}.pdf`;
      const d = await gqlUpload(this.targets.url(), 'mutation($id: Int!, $file: Upload) { addMouDokumen(idMou: $id, file: $file) { idFile } }', { id: idMou }, { name, bytes, type: 'application/pdf' }, this.targets.admin);
      if (!this.classify('addMouDokumen', d)) {
        await backOff();
        continue;
      }
      const idFile = d.data.addMouDokumen.idFile as string;
      this.ledger.dokumen.set(idFile, { idFile, idMou, name, size: bytes.length, sha256: sha256(bytes) });
      this.ack();
    }
  }

  private async chatLoop(c: { token: string; idPenjajagan: number }, w: number): Promise<void> {
    while (!this.stopped) {
      const pesan = `Pesan ${this.tag}-${w}-${this.n++}`;
      const r = await gql(this.targets.url(), 'mutation($id: Int!, $p: String) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id: c.idPenjajagan, p: pesan }, c.token);
      if (!this.classify('kirimPesan', r)) {
        await backOff(r.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS' ? 200 : 50);
        continue;
      }
      this.ledger.pesan.set(r.data.kirimPesan.id, { id: r.data.kirimPesan.id, idPenjajagan: c.idPenjajagan, pesan });
      this.ack();
    }
  }

  start(): this {
    this.stopped = false;
    this.loops = [
      ...Array.from({ length: this.agreementWriters }, (_, w) => this.agreementLoop(w)),
      ...this.targets.chats.map((c, w) => this.chatLoop(c, w)),
    ];
    return this;
  }

  async stop(): Promise<WriterStats> {
    this.stopped = true;
    await Promise.all(this.loops);
    return this.stats;
  }
}
