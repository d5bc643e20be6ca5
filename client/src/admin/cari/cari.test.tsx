import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentLink, linkOf, totalText } from './cariLinks';
import { Potongan } from './Potongan';

const hit = { id: 7, judul: 'Air & "Bersih"' };

describe('global search pieces', () => {
  it('renders a snippet as text with the matched words marked, never as HTML', () => {
    const { container } = render(<Potongan pieces={[{ teks: '<img src=x onerror=alert(1)> air ', sorot: false }, { teks: 'bersih', sorot: true }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> air bersih');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['bersih']);
  });

  it('links a hit to the screen the viewer may open, filtered to its title', () => {
    const admin = { idUser: 1, idLevel: 1 };
    const partner = { idUser: 9, idLevel: 3 };
    expect(linkOf({ ...hit, jenis: 'KESEPAKATAN' }, admin)).toBe('/admin/kesepakatan?judul=Air%20%26%20%22Bersih%22');
    expect(linkOf({ ...hit, jenis: 'PERJANJIAN' }, { idUser: 2, idLevel: 2 })).toBe('/admin/pks?judul=Air%20%26%20%22Bersih%22');
    expect(linkOf({ ...hit, jenis: 'KESEPAKATAN' }, partner)).toBe('/admin/kerja-sama-saya#kesepakatan-7');
    expect(linkOf({ ...hit, jenis: 'PERJANJIAN' }, partner)).toBeNull();
    expect(linkOf({ ...hit, jenis: 'PENJAJAKAN' }, partner)).toBe('/admin/penjajakan?judul=Air%20%26%20%22Bersih%22');
    expect(linkOf({ ...hit, jenis: 'KEGIATAN' }, partner)).toBe('/kegiatan/7');
    expect(linkOf({ ...hit, jenis: 'KEGIATAN' }, admin)).toBe('/admin/kegiatan?judul=Air%20%26%20%22Bersih%22');
    // an agency opens the Instansi list filtered to it; the Mitra screen has no filter
    expect(linkOf({ ...hit, jenis: 'SKPD' }, admin)).toBe('/admin/instansi?skpd=Air%20%26%20%22Bersih%22');
    expect(linkOf({ ...hit, jenis: 'PARTNER' }, admin)).toBe('/admin/mitra');
    expect(linkOf({ ...hit, jenis: 'PARTNER' }, partner)).toBe('/beranda');
    expect(documentLink('/files/a/naskah.pdf?sig=1', 'naskah.pdf', '"air bersih" -sampah')).toBe('/files/a/naskah.pdf?sig=1#search=air%20bersih');
    expect(documentLink('/files/a/rab.xlsx', 'rab.xlsx', 'air')).toBe('/files/a/rab.xlsx');
  });

  it('never links to a screen the level of the viewer may not open', () => {
    // Instansi is for levels 1 and 99 (adminRoutes.ts): level 2 and partners see the hit without a link
    for (const idLevel of [2, 3, 4, 5]) expect(linkOf({ ...hit, jenis: 'SKPD' }, { idUser: 9, idLevel })).toBeNull();
    expect(linkOf({ ...hit, jenis: 'SKPD' }, { idUser: 9, idLevel: 99 })).toBe('/admin/instansi?skpd=Air%20%26%20%22Bersih%22');
    expect(linkOf({ ...hit, jenis: 'PENJAJAKAN' }, null)).toBeNull();
  });

  it('tells the total as the server gives it: exact, about, or more than 1000', () => {
    expect(totalText(37, false)).toBe('37');
    expect(totalText(440, true)).toBe('sekitar 440');
    expect(totalText(1000, true)).toBe('lebih dari 1000');
  });
});
