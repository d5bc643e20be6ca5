import { useRef, useState } from 'react';
import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Select, Spinner, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { can, type PolicyActor } from '@rules/policy';
import { useActor } from '../pengguna/currentUser';
import { CATATAN_MAX } from '@rules/teks';
import { PENDAPAT, PENDAPAT_TEXT, syaratPersetujuan, type Pendapat } from '@rules/tkksd';
import {
  useBerikanPertimbanganMutation,
  useCalonPeninjauQuery,
  useMintaPertimbanganMutation,
  usePutuskanPenjajakanMutation,
  useTkksdPenjajakanQuery,
} from '../../generated/hooks';
import { useFieldErrors } from '../../ui/fieldErrors';
import { formatWaktu } from '../../ui/dates';
import { PromptOption } from '../../ui/PromptOption';
import { adminPath } from '../adminPaths';
import { PertimbanganList } from './PertimbanganList';
import { sisaKarakter } from '../../ui/sisaKarakter';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  grow: { flex: '1 1 220px', minWidth: 0 },
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What waits in Tugas Saya changes with each step: the header's count is asked again with it. */
const TUGAS = ['TugasSaya'];

/**
 * TKKSD review of a proposal (issue 17), inside its detail: the pertimbangan of every reviewer; admins ask
 * reviewers and decide with a reason, then "Buat Kesepakatan"; a level 2 reviewer gives its pertimbangan.
 */
const TkksdPanel = ({ idPenjajagan, actor }: { idPenjajagan: number; actor: PolicyActor }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const manage = can(actor, 'tkksd:manage');
  const { data, refetch } = useTkksdPenjajakanQuery({ variables: { idPenjajagan }, fetchPolicy: 'cache-and-network' });
  const calon = useCalonPeninjauQuery({ variables: { idPenjajagan }, skip: !manage });
  const [minta, asking] = useMintaPertimbanganMutation();
  const [berikan, giving] = useBerikanPertimbanganMutation();
  const [putuskan, deciding] = usePutuskanPenjajakanMutation();
  const section = useRef<HTMLElement>(null);
  const [peninjau, setPeninjau] = useState('');
  const [pendapat, setPendapat] = useState<Pendapat>('SETUJU');
  const [catatan, setCatatan] = useState('');
  const [keputusan, setKeputusan] = useState<'ya' | 'tidak'>('ya');
  const [alasan, setAlasan] = useState('');
  const errors = useFieldErrors();
  const p = data?.penjajagan;
  if (!p) return <Spinner size="tiny" label="Memuat pertimbangan..." />;
  const mine = p.pertimbangan.find((x) => x.idUser === actor.idUser);
  const asked = new Set(p.pertimbangan.map((x) => x.idUser));
  const offered = (calon.data?.calonPeninjau ?? []).filter((c) => !asked.has(c.idUser));
  const done = () => void refetch();
  // what an approval still needs (the server refuses it the same way); a refusal needs neither
  const belumBisaDisetujui = Object.values(
    syaratPersetujuan({ dokumenKurang: p.dokumenKurang, jumlahPertimbangan: p.pertimbangan.filter((x) => x.pendapat).length }),
  );

  return (
    <section ref={section} tabIndex={-1} className={styles.root} aria-label="Pertimbangan TKKSD">
      <Subtitle2>Pertimbangan TKKSD</Subtitle2>
      <PertimbanganList items={p.pertimbangan} />
      {manage && !p.keputusan && p.dokumenKurang.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>Peninjau belum dapat diminta; dokumen wajib yang belum ada: {p.dokumenKurang.join(', ')}</MessageBarBody>
        </MessageBar>
      )}
      {manage && !p.keputusan && (
        <div className={styles.row}>
          <Field className={styles.grow} label="Peninjau (akun SKPD terkait)" {...errors.field('idUser')}>
            <Select value={peninjau} onChange={(_, d) => setPeninjau(d.value)}>
              <PromptOption>{offered.length ? 'Pilih peninjau' : 'Tidak ada akun SKPD terkait yang belum diminta'}</PromptOption>
              {offered.map((c) => (
                <option key={c.idUser} value={c.idUser}>
                  {c.nama} — {c.skpd}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            // focusable while it waits or has nothing to send: the keyboard keeps its place (a disabled button drops the focus)
            disabledFocusable={!peninjau || asking.loading || p.dokumenKurang.length > 0}
            onClick={() =>
              errors.save(() => minta({ variables: { idPenjajagan, idUser: Number(peninjau) }, refetchQueries: TUGAS }), ['idUser'], () => {
                setPeninjau('');
                done();
              })
            }
          >
            Minta Pertimbangan
          </Button>
        </div>
      )}
      {mine && !p.keputusan && (
        <div className={styles.box}>
          <Field label="Pertimbangan Anda" required {...errors.field('pendapat')}>
            <RadioGroup value={pendapat} onChange={(_, d) => setPendapat(d.value as Pendapat)} layout="horizontal">
              {PENDAPAT.map((k) => (
                <Radio key={k} value={k} label={PENDAPAT_TEXT[k]} />
              ))}
            </RadioGroup>
          </Field>
          <Field label="Catatan" required={pendapat !== 'SETUJU'} hint={sisaKarakter(catatan, CATATAN_MAX)} {...errors.field('catatan')}>
            <Textarea value={catatan} maxLength={CATATAN_MAX} onChange={(_, d) => setCatatan(d.value)} resize="vertical" />
          </Field>
          <div>
            <Button
              appearance="primary"
              disabled={giving.loading}
              onClick={() => errors.save(() => berikan({ variables: { input: { idPenjajagan, pendapat, catatan } }, refetchQueries: TUGAS }), ['pendapat', 'catatan'], done)}
            >
              Kirim Pertimbangan
            </Button>
          </div>
        </div>
      )}
      {p.keputusan ? (
        <div className={styles.box}>
          <Subtitle2>Keputusan: {p.keputusan.disetujui ? 'Disetujui' : 'Tidak Disetujui'}</Subtitle2>
          <span>
            {p.keputusan.alasan} — {p.keputusan.namaAktor}, {formatWaktu(p.keputusan.waktu)}
          </span>
          {p.keputusan.disetujui && can(actor, 'mou:write') && (
            <div>
              <Button appearance="primary" onClick={() => navigate(`${adminPath('Create Kesepakatan')}?penjajagan=${idPenjajagan}`)}>
                Buat Kesepakatan
              </Button>
            </div>
          )}
        </div>
      ) : (
        manage && (
          <div className={styles.box}>
            <Field
              label="Keputusan"
              required
              {...(errors.errors.dokumen || errors.errors.pertimbangan
                ? { validationState: 'error' as const, validationMessage: [errors.errors.dokumen, errors.errors.pertimbangan].filter(Boolean).join('; ') }
                : {})}
            >
              <RadioGroup
                value={keputusan}
                onChange={(_, d) => {
                  setKeputusan(d.value as 'ya' | 'tidak');
                  errors.clear('dokumen');
                  errors.clear('pertimbangan');
                }}
                layout="horizontal"
              >
                <Radio value="ya" label="Disetujui" />
                <Radio value="tidak" label="Tidak Disetujui" />
              </RadioGroup>
            </Field>
            {keputusan === 'ya' && belumBisaDisetujui.length > 0 && (
              <MessageBar intent="warning">
                <MessageBarBody>Belum dapat disetujui: {belumBisaDisetujui.join('; ')}.</MessageBarBody>
              </MessageBar>
            )}
            <Field label="Alasan" required hint={sisaKarakter(alasan, CATATAN_MAX)} {...errors.field('alasan')}>
              <Textarea value={alasan} maxLength={CATATAN_MAX} onChange={(_, d) => setAlasan(d.value)} resize="vertical" />
            </Field>
            <div>
              <Button
                appearance="primary"
                disabledFocusable={deciding.loading || (keputusan === 'ya' && belumBisaDisetujui.length > 0)}
                onClick={() =>
                  errors.save(
                    () => putuskan({ variables: { input: { idPenjajagan, disetujui: keputusan === 'ya', alasan } }, refetchQueries: TUGAS }),
                    ['alasan', 'dokumen', 'pertimbangan'],
                    () => {
                      done();
                      // the decision's form goes with the decision: the focus waits on the panel, which shows it
                      section.current?.focus();
                    },
                  )
                }
              >
                Simpan Keputusan
              </Button>
            </div>
          </div>
        )
      )}
    </section>
  );
};

/** The panel for staff (the pertimbangan are theirs to read); nothing for partners. */
export const TkksdSection = ({ idPenjajagan }: { idPenjajagan: number }) => {
  const actor = useActor();
  return actor && can(actor, 'tkksd:read') ? <TkksdPanel idPenjajagan={idPenjajagan} actor={actor} /> : null;
};
