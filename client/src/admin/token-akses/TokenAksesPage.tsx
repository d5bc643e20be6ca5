import { useState } from 'react';
import { Body1, Button, Checkbox, Field, Input, Link, MessageBar, MessageBarBody, MessageBarTitle, Select, makeStyles, tokens } from '@fluentui/react-components';
import { can } from '@rules/policy';
import { useSession } from '../../auth/useSession';
import { useAccessTokensQuery, useCreateAccessTokenMutation, useRevokeAccessTokenMutation } from '../../generated/hooks';
import type { AccessTokensQuery } from '../../generated/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageCard } from '../../ui/PageCard';
import { formatWaktu } from '../../ui/dates';
import { useFieldErrors } from '../../ui/fieldErrors';
import { notify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';

type TokenRow = AccessTokensQuery['accessTokens'][number];

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  token: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', userSelect: 'all' },
});

/** The server's message (access-token.service.ts), shown before anything is sent. */
const NAMA_KOSONG = 'Nama token tidak boleh kosong';
const SHOWN = ['nama', 'berlakuHari'] as const;

const MASA = [
  { value: '30', label: '30 hari' },
  { value: '90', label: '90 hari' },
  { value: '365', label: '1 tahun' },
  { value: '', label: 'Tanpa batas' },
];

/**
 * Token Akses (user menu): the signed-in account's personal access tokens for integrations — made with a
 * name and an optional expiry, shown once, listed with their last use, revocable. Read-only unless an admin
 * lets one of their own write (rules/policy.ts `token:write`, the same rule the server applies).
 */
export const TokenAksesPage = () => {
  const styles = useStyles();
  const { user, level } = useSession();
  const mayWrite = user !== null && level !== null && can({ idUser: user.id_user, idLevel: level }, 'token:write');
  const { data, loading, refetch } = useAccessTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [create, creating] = useCreateAccessTokenMutation();
  const [revoke, revoking] = useRevokeAccessTokenMutation();
  const confirm = useConfirm<TokenRow>();
  const [nama, setNama] = useState('');
  const [masa, setMasa] = useState('90');
  const [tulis, setTulis] = useState(false);
  const fields = useFieldErrors();
  const [made, setMade] = useState<{ nama: string; token: string } | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!nama.trim()) {
      fields.set({ nama: NAMA_KOSONG });
      return;
    }
    fields.clear();
    try {
      const r = await create({ variables: { input: { nama, berlakuHari: masa ? Number(masa) : null, tulis: mayWrite && tulis } } });
      if (r.data) {
        setMade({ nama: nama.trim(), token: r.data.createAccessToken.token });
        setNama('');
        setTulis(false);
        await refetch();
      }
    } catch (err) {
      if (!fields.fromGraphQL(err, SHOWN)) notify.error(err instanceof Error ? err.message : 'Token akses gagal dibuat');
    }
  };

  const doRevoke = async () => {
    const target = confirm.target;
    if (!target) return;
    try {
      await revoke({ variables: { idToken: target.idToken } });
      notify.success(`Token "${target.nama}" dicabut`);
      confirm.close();
      await refetch();
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Token akses gagal dicabut');
    }
  };

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      notify.success('Token disalin');
    } catch {
      notify.error('Tidak dapat menyalin: pilih teks token lalu salin manual');
    }
  };

  const columns: Column<TokenRow>[] = [
    { key: 'nama', header: 'Nama', render: (t) => t.nama },
    { key: 'prefix', header: 'Awalan', width: '140px', render: (t) => <code>{t.prefix}…</code> },
    { key: 'akses', header: 'Akses', width: '110px', render: (t) => (t.tulis ? 'Baca-tulis' : 'Hanya baca') },
    { key: 'dibuat', header: 'Dibuat', render: (t) => formatWaktu(t.createdAt) },
    { key: 'dipakai', header: 'Terakhir dipakai', render: (t) => (t.lastUsedAt ? formatWaktu(t.lastUsedAt) : 'Belum pernah') },
    { key: 'berlaku', header: 'Berlaku sampai', render: (t) => (t.expiresAt ? formatWaktu(t.expiresAt) : 'Tanpa batas') },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '80px',
      render: (t) => (
        <Button size="small" onClick={() => confirm.ask(t)}>
          Cabut
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="Token Akses">
      <Body1>
        Token akses dipakai aplikasi lain (integrasi) untuk memanggil API Kerja Sama atas nama Anda, dengan header{' '}
        <code>Authorization: Bearer &lt;token&gt;</code> ke <code>/graphql</code> atau <code>/api/*.php</code>. Token hanya dapat membaca
        data, kecuali token admin yang diizinkan menulis. Coba API di <Link href="/graphiql">GraphiQL</Link>; skema lengkap di{' '}
        <Link href="/graphql/schema.graphql">/graphql/schema.graphql</Link>.
      </Body1>
      {made ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Token &quot;{made.nama}&quot; dibuat.</MessageBarTitle>
            Salin sekarang: token ini tidak akan ditampilkan lagi.
            <div className={styles.token} data-testid="token-baru">
              {made.token}
            </div>
            <Button size="small" onClick={() => void copy(made.token)}>
              Salin
            </Button>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Buat token akses">
        <Field label="Nama token" required {...fields.field('nama')}>
          <Input
            value={nama}
            onChange={(_, d) => {
              setNama(d.value);
              fields.clear('nama');
            }}
            maxLength={100}
            placeholder="mis. Dasbor Bappeda"
          />
        </Field>
        <Field label="Masa berlaku" {...fields.field('berlakuHari')}>
          <Select
            value={masa}
            onChange={(_, d) => {
              setMasa(d.value);
              fields.clear('berlakuHari');
            }}
          >
            {MASA.map((m) => (
              <option key={m.label} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        {mayWrite ? <Checkbox checked={tulis} onChange={(_, d) => setTulis(d.checked === true)} label="Izinkan menulis (mengubah data)" /> : null}
        <Button type="submit" appearance="primary" disabled={creating.loading}>
          Buat Token
        </Button>
      </form>
      <DataTable
        aria-label="Daftar Token Akses"
        columns={columns}
        items={data?.accessTokens ?? []}
        getRowKey={(t) => t.idToken}
        loading={loading && !data}
        minWidth="760px"
      />
      <ConfirmDialog
        open={confirm.open}
        title="Cabut token akses"
        message={`Cabut token "${confirm.target?.nama ?? ''}"? Integrasi yang memakainya langsung ditolak.`}
        confirmLabel="Cabut"
        busy={revoking.loading}
        onConfirm={() => void doRevoke()}
        onCancel={confirm.close}
      />
    </PageCard>
  );
};
