import { Migration } from '@mikro-orm/migrations';

/**
 * Content and master data (issue 5): partner logos, slider images, kegiatan (news), the single-row
 * profile/contact settings, and the cache of resized image variants. Images themselves live in
 * stored_file (owner_kind 'partner.logo', 'slider.gambar', 'kegiatan.gambar', 'profil.*').
 */
export class Migration20261121060000_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table partner (
        id_partner serial primary key,
        partner varchar(50) not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table slider (
        id_gambar serial primary key,
        urutan smallint not null check (urutan between 1 and 9),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index slider_urutan on slider (urutan, id_gambar);`);
    this.addSql(`
      create table kegiatan (
        id_kegiatan serial primary key,
        judul varchar(255) not null,
        highlight varchar(500) not null,
        isi text not null,
        status smallint not null default 1 check (status in (1, 2)),
        waktu timestamptz not null default now(),
        id_user integer null references users (id_user) on update cascade on delete set null,
        nama_user varchar(255) not null
      );`);
    this.addSql(`create index kegiatan_waktu on kegiatan (waktu desc, id_kegiatan desc);`);
    this.addSql(`create index kegiatan_status_waktu on kegiatan (status, waktu desc, id_kegiatan desc);`);
    this.addSql(`create index kegiatan_judul_trgm on kegiatan using gin (judul gin_trgm_ops);`);
    this.addSql(`create index kegiatan_user on kegiatan (id_user);`);

    this.addSql(`
      create table pengaturan (
        id smallint primary key default 1 check (id = 1),
        youtube varchar(11) null,
        profile text not null,
        visi text not null,
        misi text not null,
        pimpinan varchar(255) not null,
        jabatan_pimpinan varchar(255) not null default '',
        kalimat_pimpinan varchar(1000) not null,
        nama_instansi varchar(255) not null,
        alamat varchar(500) not null,
        telepon varchar(50) not null default '',
        email varchar(255) not null default '',
        website varchar(500) not null default '',
        maps_url varchar(1000) not null default '',
        latitude double precision null check (latitude between -90 and 90),
        longitude double precision null check (longitude between -180 and 180),
        instagram varchar(500) not null default '',
        facebook varchar(500) not null default '',
        twitter varchar(500) not null default '',
        youtube_channel varchar(500) not null default '',
        diubah timestamptz not null default now()
      );`);
    // Defaults for a fictional city, so the public site is never empty; admins replace them.
    this.addSql(`
      insert into pengaturan (id, profile, visi, misi, pimpinan, jabatan_pimpinan, kalimat_pimpinan, nama_instansi,
                              alamat, telepon, email, website, maps_url, latitude, longitude)
      values (1,
        '<p>Bagian Kerja Sama Sekretariat Daerah Pemerintah Kota mengoordinasikan kerja sama daerah dengan pemerintah daerah lain, pihak ketiga, kementerian dan lembaga, serta mitra luar negeri, mulai dari penjajakan, penyusunan kesepakatan dan perjanjian, hingga pemantauan dan evaluasi pelaksanaannya.</p>',
        '<p>Terwujudnya kerja sama daerah yang produktif, transparan dan berkelanjutan untuk kesejahteraan masyarakat kota.</p>',
        '<ol><li>Meningkatkan kualitas perencanaan dan pelaksanaan kerja sama daerah.</li><li>Memperluas jejaring kemitraan dengan pemerintah, dunia usaha dan masyarakat.</li><li>Menyelenggarakan tata kelola kerja sama yang akuntabel dan mudah diakses publik.</li></ol>',
        'Wali Kota', 'Wali Kota',
        'Kerja sama adalah jalan terbaik untuk mempercepat pembangunan. Mari bersama-sama membangun kota yang maju, nyaman dan sejahtera.',
        'Bagian Kerja Sama Sekretariat Daerah Pemerintah Kota',
        'Jl. Balai Kota No. 1, Pemerintah Kota', '(021) 000-0000', 'kerjasama@pemkot.go.id', 'https://pemkot.go.id',
        '', null, null
      );`);

    this.addSql(`
      create table stored_file_variant (
        file_id uuid not null references stored_file (id) on delete cascade,
        width smallint not null check (width > 0),
        format varchar(10) not null,
        mime varchar(100) not null,
        size integer not null check (size > 0),
        content bytea not null,
        created_at timestamptz not null default now(),
        primary key (file_id, width, format)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists stored_file_variant, pengaturan, kegiatan, slider, partner cascade;`);
  }
}
