import {
  Button,
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { can } from '@rules/policy';
import { useKirimPesanMutation } from '../../../generated/hooks';
import { errorMessage } from '../../../apollo/errors';
import type { RequestContext } from '../../../apollo/links';
import { graphQLFieldMessages } from '../../../ui/fieldErrors';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { useChat } from './useChat';
import { adminContent, useReturnFocus } from '../../../ui/useReturnFocus';
import { useTandaiChatDibaca } from '../../notifikasi/useTandaiChatDibaca';

const useStyles = makeStyles({
  surface: {
    width: '768px',
    maxWidth: '768px',
    height: 'min(760px, calc(100dvh - 48px))',
    maxHeight: 'calc(100dvh - 48px)',
    display: 'flex',
    flexDirection: 'column',
    // SPEC §2.2: 90% under 850 px. The ranges must not overlap: Griffel orders media queries as strings.
    '@media (min-width: 600.02px) and (max-width: 849.98px)': { width: '90%', maxWidth: '90%' },
    // Phones: the chat takes the whole screen.
    '@media (max-width: 600px)': {
      width: '100%',
      maxWidth: '100%',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      paddingBlock: tokens.spacingVerticalM,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  body: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0, maxHeight: 'none', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  judul: { overflowWrap: 'anywhere' },
  sub: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  content: {
    display: 'flex',
    flexDirection: 'column',
    flex: '1 1 auto',
    minHeight: 0,
    gap: tokens.spacingVerticalM,
    overflow: 'hidden',
    paddingBlockEnd: tokens.spacingVerticalXXS,
  },
});

export interface ChatProposal {
  idPenjajagan: number;
  idUser: number;
  judul: string;
  noPenjajagan: string;
  namaPengaju: string;
}

export interface ChatDialogProps {
  proposal: ChatProposal;
  actor: { idUser: number; idLevel: number };
  onClose: () => void;
}

const SILENT = { context: { silent: true } satisfies RequestContext };

/** The chat of one proposal (SPEC §2.3): bubbles, Read More, live messages, composer. */
export const ChatDialog = ({ proposal, actor, onClose }: ChatDialogProps) => {
  const styles = useStyles();
  const chat = useChat(proposal.idPenjajagan);
  useTandaiChatDibaca(proposal.idPenjajagan);
  const [kirim] = useKirimPesanMutation(SILENT);
  const canSend = can(actor, 'penjajagan:write', proposal);

  const send = async (pesan: string): Promise<string | undefined> => {
    try {
      const { data } = await kirim({ variables: { idPenjajagan: proposal.idPenjajagan, pesan } });
      if (data) chat.add([data.kirimPesan]);
      return undefined;
    } catch (error) {
      return graphQLFieldMessages(error)?.pesan ?? errorMessage(error);
    }
  };

  useReturnFocus(true, adminContent);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody className={styles.body}>
          <div className={styles.header}>
            <DialogTitle action={null} className={styles.title}>
              <span className={styles.judul}>Chat: {proposal.judul}</span>
              <Caption1 className={styles.sub}>
                {proposal.noPenjajagan} · {proposal.namaPengaju}
              </Caption1>
            </DialogTitle>
            <DialogTrigger action="close">
              <Button appearance="subtle" aria-label="Tutup" icon={<DismissRegular />} />
            </DialogTrigger>
          </div>
          <DialogContent className={styles.content}>
            <ChatLog
              messages={chat.messages}
              loaded={chat.loaded}
              failed={chat.failed}
              hasOlder={chat.hasOlder}
              loadingOlder={chat.loadingOlder}
              onLoadOlder={() => void chat.loadOlder().catch(() => undefined)}
            />
            <ChatComposer onSend={send} readOnlyNote={canSend ? undefined : 'Anda hanya dapat membaca percakapan ini'} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
