/**
 * GraphQL refuses a badly typed value with an English message that quotes the value back
 * ("got invalid value "…"", "found …"). A quoted value can be megabytes long or carry text that
 * looks like an internal error, so these refusals are restated in Indonesian from their structure
 * only: which variable or field, and what it must be. Other messages pass through unchanged.
 */

const TYPE = '([\\w[\\]!]+)';

/** What a value of a named type must look like, in words. */
const mustBe = (type: string): string => {
  const name = type.replace(/[[\]!]/g, '');
  const list = type.replace(/!$/, '').startsWith('[');
  const words: Record<string, string> = {
    Int: 'bilangan bulat',
    Float: 'angka',
    String: 'teks',
    ID: 'teks',
    Boolean: 'true atau false',
    LocalDate: 'tanggal berformat YYYY-MM-DD',
    DateTimeISO: 'tanggal dan waktu berformat ISO 8601',
    Upload: 'file yang diunggah',
  };
  const word = words[name] ?? name;
  return `harus berupa ${list ? `daftar ${word}` : word}`;
};

const value = (where: string) => (where ? `nilai ${where}` : 'nilai');
const field = (name: string, where: string) => (where ? `kolom ${name} pada ${where}` : `kolom ${name}`);

/** The reason inside a refused value (after the quoted value, if any), said of `where`. */
const REASONS: [RegExp, (where: string, ...m: string[]) => string][] = [
  [new RegExp(`^Expected non-nullable type "${TYPE}" not to be null\\.`), (w) => `${value(w)} tidak boleh kosong`],
  [/^Expected type "(\w+)" to be an object\./, (w, t) => `${value(w)} harus berupa objek ${t}`],
  [new RegExp(`^Field "(\\w+)" of required type "${TYPE}" was not provided\\.`), (w, f) => `${field(f, w)} harus diisi`],
  // an inline input object of the document: `Field "CariInput.teks" of required type …`
  [new RegExp(`^Field "(\\w+)\\.(\\w+)" of required type "${TYPE}" was not provided\\.`), (_, t, f) => `kolom ${f} pada ${t} harus diisi`],
  [/^Field "(\w+)" is not defined by type "(\w+)"\./, (w, f, t) => `${field(f, w)} tidak dikenal oleh ${t}`],
  [/^Field "(\w+)" must be non-null\./, (w, f) => `${field(f, w)} tidak boleh kosong`],
  [/^Expected type "(\w+)"\./, (w, t) => `${value(w)} ${mustBe(t)}`],
  // The scalars' own refusals (graphql, graphql-scalars, graphql-upload) and the enums'.
  [/^(Int|Float|String|Boolean|ID) cannot represent /, (w, t) => `${value(w)} ${mustBe(t)}`],
  [/^Value is not (?:string|a valid LocalDate)\b/, (w) => `${value(w)} ${mustBe('LocalDate')}`],
  [/^DateTime cannot represent /, (w) => `${value(w)} ${mustBe('DateTimeISO')}`],
  [/^Upload value invalid\./, (w) => `${value(w)} ${mustBe('Upload')}`],
  [/^Enum "(\w+)" cannot represent /, (w, t) => `${value(w)} bukan pilihan ${t}`],
  [/^Value "(?:[^"\\]|\\.)*" does not exist in "(\w+)" enum\./, (w, t) => `${value(w)} bukan pilihan ${t}`],
];

/** `text` restated if it starts with a known reason. */
const reason = (text: string, where: string): string | undefined => {
  for (const [pattern, say] of REASONS) {
    const r = pattern.exec(text);
    if (r) return say(where, ...r.slice(1));
  }
  return undefined;
};

const invalidVariable = (message: string, variable: string): string => {
  // The reason follows the quoted value; the first place where a known reason starts ends the value.
  const rest = message.slice(`Variable "$${variable}" got invalid value `.length);
  const at = new RegExp(`(?: at "(${variable}[\\w.[\\]]*)")?; `, 'g');
  for (let m = at.exec(rest); m; m = at.exec(rest)) {
    const said = reason(rest.slice(m.index + m[0].length), m[1] ?? `$${variable}`);
    if (said) return said;
  }
  return `nilai $${variable} tidak valid`;
};

const RESTATED: [RegExp, (message: string, ...m: string[]) => string][] = [
  [/^Variable "\$(\w+)" got invalid value /, invalidVariable],
  [new RegExp(`^Variable "\\$(\\w+)" of required type "${TYPE}" was not provided\\.$`), (_, v, t) => `variabel $${v} (${t}) harus diisi`],
  [new RegExp(`^Variable "\\$(\\w+)" of non-null type "${TYPE}" must not be null\\.$`), (_, v, t) => `variabel $${v} (${t}) tidak boleh kosong`],
  [new RegExp(`^Expected value of type "${TYPE}", found `), (_, t) => `nilai ${mustBe(t)}`],
  // The document's own mistakes (names of the schema only), with graphql-js's suggestion where it gives one.
  [/^Cannot query field "(\w+)" on type "(\w+)"\./, (_, f, t) => `kolom ${f} tidak ada pada ${t}`],
  [new RegExp(`^Field "(\\w+)" argument "(\\w+)" of type "${TYPE}" is required, but it was not provided\\.`), (_, f, a, t) => `argumen ${a} (${t}) pada ${f} harus diisi`],
  [/^Unknown argument "(\w+)" on field "(?:\w+\.)?(\w+)"\./, (_, a, f) => `argumen ${a} tidak dikenal oleh ${f}`],
  [new RegExp(`^Field "(\\w+)" of type "${TYPE}" must have a selection of subfields\\.`), (_, f, t) => `kolom ${f} (${t}) harus memilih subkolomnya`],
  [new RegExp(`^Field "(\\w+)" must not have a selection since type "${TYPE}" has no subfields\\.`), (_, f, t) => `kolom ${f} (${t}) tidak memiliki subkolom`],
  [/^Unknown type "(\w+)"\./, (_, t) => `tipe ${t} tidak dikenal`],
];
const DOCUMENT_MISTAKES = new Set(RESTATED.slice(RESTATED.findIndex(([p]) => p.source.startsWith('^Cannot query field'))).map(([p]) => p));

/** graphql-js's suggestion of names of the schema (shown in development only; production hides it). */
const suggestion = (message: string): string => {
  const m = / Did you mean (.+)\?$/.exec(message);
  return m ? `; mungkin maksud Anda ${m[1]}?` : '';
};

/** An Indonesian restatement of a GraphQL input refusal that never quotes the refused value. */
export const restateInputMessage = (message: string): string => {
  for (const [pattern, say] of RESTATED) {
    const m = pattern.exec(message);
    if (m) return say(message, ...m.slice(1)) + (DOCUMENT_MISTAKES.has(pattern) ? suggestion(message) : '');
  }
  // A reason on its own: a literal of the document that a scalar or an enum refused.
  return reason(message, '') ?? message;
};
