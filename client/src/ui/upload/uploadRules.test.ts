import { describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD, IMAGE_UPLOAD, MB, PENJAJAGAN_UPLOAD, acceptOf, checkUploadFile, formatBytes } from './uploadRules';

const fileOf = (name: string, size: number) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkUploadFile (SPEC §5)', () => {
  it('asks for a file', () => {
    expect(checkUploadFile(null, DOCUMENT_UPLOAD)).toBe('File tidak boleh kosong');
    expect(checkUploadFile(fileOf('a.pdf', 0), DOCUMENT_UPLOAD)).toBe('File tidak boleh kosong');
  });

  it('checks the extension, case-insensitively', () => {
    expect(checkUploadFile(fileOf('a.exe', 10), DOCUMENT_UPLOAD)).toBe('Format file salah');
    expect(checkUploadFile(fileOf('noext', 10), DOCUMENT_UPLOAD)).toBe('Format file salah');
    expect(checkUploadFile(fileOf('a.pdf', 10), IMAGE_UPLOAD)).toBe('Format file salah');
    expect(checkUploadFile(fileOf('SCAN.PDF', 10), DOCUMENT_UPLOAD)).toBeUndefined();
    expect(checkUploadFile(fileOf('foto.JPEG', 10), IMAGE_UPLOAD)).toBeUndefined();
    expect(checkUploadFile(fileOf('arsip.rar', 10), PENJAJAGAN_UPLOAD)).toBeUndefined();
  });

  it('checks the size with the limit in the message', () => {
    expect(checkUploadFile(fileOf('a.pdf', 10 * MB), DOCUMENT_UPLOAD)).toBeUndefined();
    expect(checkUploadFile(fileOf('a.pdf', 10 * MB + 1), DOCUMENT_UPLOAD)).toBe('Ukuran file lebih dari 10MB');
    expect(checkUploadFile(fileOf('a.png', 2 * MB + 1), IMAGE_UPLOAD)).toBe('Ukuran file lebih dari 2MB');
    expect(checkUploadFile(fileOf('a.zip', 5 * MB + 1), PENJAJAGAN_UPLOAD)).toBe('Ukuran file lebih dari 5MB');
  });

  it('builds the picker filter and readable sizes', () => {
    expect(acceptOf(IMAGE_UPLOAD)).toBe('.png,.jpg,.jpeg');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * MB)).toBe('1,5 MB');
  });
});
