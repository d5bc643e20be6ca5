/**
 * OCR with the Debian `tesseract` binary and its Indonesian language data (`tesseract-ocr`,
 * `tesseract-ocr-ind`), and scanned PDF pages rendered to images with `pdftoppm` (`poppler-utils`). Both are
 * separate processes: the server's event loop never waits on them. Without them, `available()` says why and
 * scans are indexed as not yet readable (nothing fails).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Scanned pages of a PDF that are read (a longer scan is indexed by its first scanned pages). */
export const MAX_OCR_PAGES = 20;
const PAGE_TIMEOUT_MS = 120_000;

export class Ocr {
  private checked: Promise<string | null> | null = null;

  constructor(
    private readonly tesseract = process.env.TESSERACT_PATH || 'tesseract',
    private readonly pdftoppm = process.env.PDFTOPPM_PATH || 'pdftoppm',
  ) {}

  /** Null when OCR works here, else the reason (in Indonesian, shown to staff). */
  unavailable(): Promise<string | null> {
    this.checked ??= run(this.tesseract, ['--list-langs'], { timeout: 10_000 })
      .then(({ stdout }) => (stdout.split(/\s+/).includes('ind') ? null : 'Data bahasa Indonesia Tesseract (tesseract-ocr-ind) belum terpasang'))
      .catch(() => 'OCR belum tersedia: Tesseract belum terpasang di server');
    return this.checked;
  }

  /** The text of one image file (PNG, JPEG). */
  async imageFile(file: string): Promise<string> {
    const { stdout } = await run(this.tesseract, [file, 'stdout', '-l', 'ind'], { timeout: PAGE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  }

  async image(content: Buffer, ext: string): Promise<string> {
    return this.inTemp(async (dir) => {
      const file = path.join(dir, `gambar.${ext}`);
      await writeFile(file, content);
      return this.imageFile(file);
    });
  }

  /** The text of the given pages (numbered from 1) of a PDF, read as images: the first MAX_OCR_PAGES of them, in order. */
  async pdf(content: Buffer, pages: readonly number[]): Promise<string[]> {
    return this.inTemp(async (dir) => {
      const file = path.join(dir, 'dokumen.pdf');
      await writeFile(file, content);
      const texts: string[] = [];
      for (const n of pages.slice(0, MAX_OCR_PAGES)) {
        const image = path.join(dir, `hal-${n}`);
        await run(this.pdftoppm, ['-r', '200', '-gray', '-png', '-f', String(n), '-l', String(n), '-singlefile', file, image], { timeout: PAGE_TIMEOUT_MS });
        texts.push(await this.imageFile(`${image}.png`));
      }
      return texts;
    });
  }

  private async inTemp<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'kerjasama-ocr-'));
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
