import { describe, expect, it } from 'vitest';
import { restateInputMessage } from './input-messages.js';

const HOSTILE = '"1; select pg_sleep(5)"';

describe('restateInputMessage', () => {
  it.each([
    [`Variable "$input" got invalid value ${HOSTILE}; Expected type "CreateUserInput" to be an object.`, 'nilai $input harus berupa objek CreateUserInput'],
    [`Variable "$id" got invalid value ${HOSTILE}; Expected type "Int". Int cannot represent non-integer value: ${HOSTILE}`, 'nilai $id harus berupa bilangan bulat'],
    [`Variable "$input" got invalid value ${HOSTILE} at "input.tglMulai"; Expected type "LocalDate". Value is not a valid LocalDate: 1; select pg_sleep(5)`, 'nilai input.tglMulai harus berupa tanggal berformat YYYY-MM-DD'],
    [`Variable "$input" got invalid value { a: 1 }; Field "nama" of required type "String!" was not provided.`, 'kolom nama pada $input harus diisi'],
    [`Variable "$input" got invalid value { x: ${HOSTILE} }; Field "x" is not defined by type "SkpdInput". Did you mean "skpd"?`, 'kolom x pada $input tidak dikenal oleh SkpdInput'],
    [`Variable "$input" got invalid value null at "input.status"; Expected non-nullable type "Int!" not to be null.`, 'nilai input.status tidak boleh kosong'],
    [`Variable "$ids" got invalid value ${HOSTILE} at "ids[3]"; Expected type "Int". Int cannot represent non-integer value: ${HOSTILE}`, 'nilai ids[3] harus berupa bilangan bulat'],
    [`Variable "$file" got invalid value ${HOSTILE}; Expected type "Upload". Upload value invalid.`, 'nilai $file harus berupa file yang diunggah'],
    [`Variable "$i" got invalid value ${HOSTILE} at "i.kode"; Int cannot represent non-integer value: ${HOSTILE}`, 'nilai i.kode harus berupa bilangan bulat'],
    [`Variable "$d" got invalid value ${HOSTILE}; Value is not a valid LocalDate: 1; select pg_sleep(5)`, 'nilai $d harus berupa tanggal berformat YYYY-MM-DD'],
    [`Variable "$f" got invalid value ${HOSTILE}; Upload value invalid.`, 'nilai $f harus berupa file yang diunggah'],
    [`Variable "$s" got invalid value ${HOSTILE}; Value ${HOSTILE} does not exist in "SortOrder" enum.`, 'nilai $s bukan pilihan SortOrder'],
    ['Variable "$s" got invalid value 5; Enum "SortOrder" cannot represent non-string value: 5. Did you mean the enum value "ASC"?', 'nilai $s bukan pilihan SortOrder'],
    ['Variable "$id" of required type "Int!" was not provided.', 'variabel $id (Int!) harus diisi'],
    ['Variable "$id" of non-null type "Int!" must not be null.', 'variabel $id (Int!) tidak boleh kosong'],
    [`Expected value of type "[Int!]!", found ${HOSTILE}; Int cannot represent non-integer value: ${HOSTILE}`, 'nilai harus berupa daftar bilangan bulat'],
  ])('%s', (message, expected) => {
    expect(restateInputMessage(message)).toBe(expected);
  });

  it('never quotes the refused value, even one that imitates a reason', () => {
    const sly = `Variable "$v" got invalid value "x; Expected type \\"Int\\". pg_sleep"; Expected type "Boolean". Boolean cannot represent a non boolean value: "x; pg_sleep"`;
    const said = restateInputMessage(sly);
    expect(said).not.toMatch(/pg_sleep/);
    expect(restateInputMessage(`Variable "$v" got invalid value ${HOSTILE}; something new`)).toBe('nilai $v tidak valid');
  });

  it.each([
    ['Cannot query field "kataSandi" on type "User".', 'kolom kataSandi tidak ada pada User'],
    ['Cannot query field "alasan" on type "PertimbanganItem". [Suggestion hidden]?', 'kolom alasan tidak ada pada PertimbanganItem'],
    ['Cannot query field "judl" on type "Mou". Did you mean "judul"?', 'kolom judl tidak ada pada Mou; mungkin maksud Anda "judul"?'],
    ['Field "kirimPesan" argument "idPenjajagan" of type "Int!" is required, but it was not provided.', 'argumen idPenjajagan (Int!) pada kirimPesan harus diisi'],
    ['Field "CariInput.teks" of required type "String!" was not provided.', 'kolom teks pada CariInput harus diisi'],
    ['Unknown argument "q" on field "Query.cari". Did you mean "input"?', 'argumen q tidak dikenal oleh cari; mungkin maksud Anda "input"?'],
    ['Field "cari" of type "CariHasil!" must have a selection of subfields. Did you mean "cari { ... }"?', 'kolom cari (CariHasil!) harus memilih subkolomnya; mungkin maksud Anda "cari { ... }"?'],
    ['Field "total" must not have a selection since type "Int!" has no subfields.', 'kolom total (Int!) tidak memiliki subkolom'],
    ['Unknown type "MouInputx". Did you mean "MouInput"?', 'tipe MouInputx tidak dikenal; mungkin maksud Anda "MouInput"?'],
  ])('restates a mistake of the document: %s', (message, expected) => {
    expect(restateInputMessage(message)).toBe(expected);
  });

  it('leaves other messages alone', () => {
    expect(restateInputMessage('Something new happened.')).toBe('Something new happened.');
  });
});
