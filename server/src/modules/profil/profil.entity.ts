import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { youtubeEmbedUrl, youtubeWatchUrl } from '../../rules/profil.js';

/** Stored-file kinds of the profile and home-page images (owner id 1, the single settings row); all public. */
export const PROFIL_GAMBAR_KIND = {
  WALIKOTA: 'profil.walikota',
  ORGANISASI: 'profil.organisasi',
  PIMPINAN: 'profil.pimpinan',
  PENGAJUAN: 'profil.pengajuan',
} as const;
export const PROFIL_ID = 1;

@ObjectType({
  description:
    'Profil and contact settings of the public site (one row): /profile, /kontak, the footer and the home page. Rich-text fields are sanitized HTML.',
})
@Entity({ tableName: 'pengaturan' })
export class Profil {
  [PrimaryKeyProp]?: 'id';
  [OptionalProps]?: 'diubah' | 'youtubeUrl' | 'youtubeEmbedUrl';

  @PrimaryKey({ type: 'smallint' })
  id: number = PROFIL_ID;

  @Field(() => String, { nullable: true, description: 'YouTube video id of the profile video, or null.' })
  @Property({ type: 'string', length: 11, nullable: true })
  youtube: string | null = null;

  @Field(() => String, { description: 'Profile text (HTML).' })
  @Property({ type: 'text' })
  profile!: string;

  @Field(() => String, { description: 'Visi (HTML).' })
  @Property({ type: 'text' })
  visi!: string;

  @Field(() => String, { description: 'Misi (HTML).' })
  @Property({ type: 'text' })
  misi!: string;

  @Field(() => String, { description: 'Name of the leader quoted on the home page.' })
  @Property({ type: 'string', length: 255 })
  pimpinan!: string;

  @Field(() => String, { description: 'The leader’s position, e.g. Wali Kota.' })
  @Property({ type: 'string', length: 255, default: '' })
  jabatanPimpinan: string = '';

  @Field(() => String, { description: 'The leader’s quote on the home page (plain text).' })
  @Property({ type: 'string', length: 1000 })
  kalimatPimpinan!: string;

  @Field(() => String, { description: 'Name of the office (footer, contact page).' })
  @Property({ type: 'string', length: 255 })
  namaInstansi!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 500 })
  alamat!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50, default: '' })
  telepon: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '' })
  email: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  website: string = '';

  @Field(() => String, { description: 'A link that opens the office on a map ("" when none).' })
  @Property({ type: 'string', length: 1000, default: '' })
  mapsUrl: string = '';

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  instagram: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 500, default: '' })
  facebook: string = '';

  @Field(() => String, { description: 'X / Twitter.' })
  @Property({ type: 'string', length: 500, default: '' })
  twitter: string = '';

  @Field(() => String, { description: 'The office’s YouTube channel.' })
  @Property({ type: 'string', length: 500, default: '' })
  youtubeChannel: string = '';

  @Field(() => String, {
    description: 'Address of the example-documents folder opened by the Penjajakan "Contoh Dokumen" button ("" when none).',
  })
  @Property({ type: 'string', length: 1000, default: '' })
  contohDokumenUrl: string = '';

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  diubah: Date = new Date();

  @Field(() => String, { nullable: true, description: 'https://www.youtube.com/watch?v=… of the video.' })
  get youtubeUrl(): string | null {
    return this.youtube ? youtubeWatchUrl(this.youtube) : null;
  }

  @Field(() => String, { nullable: true, description: 'Privacy-enhanced embed address for an <iframe> (youtube-nocookie.com).' })
  get youtubeEmbedUrl(): string | null {
    return this.youtube ? youtubeEmbedUrl(this.youtube) : null;
  }
}
