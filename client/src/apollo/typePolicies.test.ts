import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { possibleTypes, typePolicies } from './typePolicies';

/** Rows of different kinds with the same id, as the search and the task list answer them. */
const HITS = gql`
  query Hits {
    cari(input: { teks: "sampah" }) {
      items {
        jenis
        id
        judul
      }
    }
    tugasSaya {
      kerjasama {
        jenis
        id
        judul
      }
    }
  }
`;

describe('the cache keeps rows of different kinds apart', () => {
  it('an agreement and a news item (or a contract) of the same id stay two rows', () => {
    const cache = new InMemoryCache({ typePolicies, possibleTypes });
    const data = {
      cari: {
        __typename: 'HalamanCari',
        items: [
          { __typename: 'HasilCari', jenis: 'KESEPAKATAN', id: 3, judul: 'Pengelolaan Sampah Regional' },
          { __typename: 'HasilCari', jenis: 'KEGIATAN', id: 3, judul: 'Kunjungan Delegasi Kota Kembar' },
        ],
      },
      tugasSaya: {
        __typename: 'TugasSaya',
        kerjasama: [
          { __typename: 'KerjasamaMenunggu', jenis: 'KESEPAKATAN', id: 9, judul: 'Klinik Hukum untuk Warga' },
          { __typename: 'KerjasamaMenunggu', jenis: 'PERJANJIAN', id: 9, judul: 'Wi-Fi Terminal dan Pasar' },
        ],
      },
    };
    cache.writeQuery({ query: HITS, data });
    const read = cache.readQuery<typeof data>({ query: HITS })!;
    expect(read.cari.items.map((h) => h.judul)).toEqual(['Pengelolaan Sampah Regional', 'Kunjungan Delegasi Kota Kembar']);
    expect(read.tugasSaya.kerjasama.map((k) => `${k.jenis} ${k.judul}`)).toEqual(['KESEPAKATAN Klinik Hukum untuk Warga', 'PERJANJIAN Wi-Fi Terminal dan Pasar']);
  });
});
