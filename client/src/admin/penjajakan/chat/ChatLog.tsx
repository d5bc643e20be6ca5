import { useLayoutEffect, useRef } from 'react';
import { Button, Caption1, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { formatWaktu } from '../../../ui/dates';
import type { Pesan } from './chatState';

const useStyles = makeStyles({
  scroll: {
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusLarge,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '@media (max-width: 600px)': { paddingInline: tokens.spacingHorizontalS },
  },
  more: { alignSelf: 'center' },
  // a short conversation sits at the bottom, next to the composer, like any chat
  log: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockStart: 'auto' },
  row: { display: 'flex', justifyContent: 'flex-start' },
  rowRight: { justifyContent: 'flex-end' },
  bubble: {
    maxWidth: '75%',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusXLarge,
    borderEndStartRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    '@media (max-width: 600px)': { maxWidth: '88%' },
  },
  bubbleRight: {
    borderEndStartRadius: tokens.borderRadiusXLarge,
    borderEndEndRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground2,
  },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  metaRight: { justifyContent: 'flex-end' },
  nama: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  waktu: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  empty: { alignSelf: 'center', color: tokens.colorNeutralForeground3, marginBlockStart: 'auto' },
});

/** Distance from the bottom under which the log follows new messages. */
const STICK_PX = 80;

export interface ChatLogProps {
  messages: readonly Pesan[];
  loaded: boolean;
  failed?: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

export const ChatBubble = ({ m }: { m: Pesan }) => {
  const styles = useStyles();
  const right = m.posisi === 'right';
  return (
    <div className={mergeClasses(styles.row, right && styles.rowRight)} data-posisi={right ? 'right' : 'left'} data-id={m.id}>
      <div className={mergeClasses(styles.bubble, right && styles.bubbleRight)}>
        <div className={mergeClasses(styles.meta, right && styles.metaRight)}>
          <Caption1 className={styles.nama}>{m.nama}</Caption1>
          <Caption1 as="span" className={styles.waktu}>
            <time dateTime={m.tglInput}>{formatWaktu(m.tglInput)}</time>
          </Caption1>
        </div>
        <Text className={styles.text}>{m.pesan}</Text>
      </div>
    </div>
  );
};

/**
 * The messages, newest at the bottom. Opening and new messages scroll to the bottom when the reader is
 * already there (or the message is their own); Read More keeps the reader's place.
 */
export const ChatLog = ({ messages, loaded, failed, hasOlder, loadingOlder, onLoadOlder }: ChatLogProps) => {
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const before = useRef({ first: undefined as number | undefined, last: undefined as number | undefined, height: 0, top: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const prev = before.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (prev.first !== undefined && first !== undefined && first < prev.first && last === prev.last) {
      // older messages were put on top: keep what the reader was looking at in place
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (last !== prev.last) {
      const own = messages.at(-1)?.posisi === 'right';
      if (prev.last === undefined || prev.atBottom || own) el.scrollTop = el.scrollHeight;
    }
    before.current = { first, last, height: el.scrollHeight, top: el.scrollTop, atBottom: isAtBottom(el) };
  }, [messages]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop, atBottom: isAtBottom(el) };
  };

  return (
    <div ref={scrollRef} className={styles.scroll} onScroll={onScroll} tabIndex={0} aria-label="Percakapan" role="region">
      {hasOlder && (
        <Button
          className={styles.more}
          size="small"
          appearance="secondary"
          icon={loadingOlder ? <Spinner size="extra-tiny" /> : <ArrowUpRegular />}
          disabled={loadingOlder}
          onClick={onLoadOlder}
        >
          Read More
        </Button>
      )}
      {!loaded && !failed && <Spinner className={styles.empty} size="small" label="Memuat pesan..." />}
      {failed && <Text className={styles.empty}>Pesan tidak dapat dimuat</Text>}
      {loaded && messages.length === 0 && <Text className={styles.empty}>Belum ada pesan</Text>}
      <div className={styles.log} role="log" aria-live="polite" aria-relevant="additions" aria-label="Pesan">
        {messages.map((m) => (
          <ChatBubble key={m.id} m={m} />
        ))}
      </div>
    </div>
  );
};

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX;
