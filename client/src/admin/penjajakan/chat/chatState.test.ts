import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, lastSeenId, mergeById, oldestId, type Pesan } from './chatState';

const pesan = (id: number, text = `pesan ${id}`, posisi: 'left' | 'right' = 'left'): Pesan => ({
  id,
  idPenjajagan: 7,
  idUser: posisi === 'right' ? 1 : 2,
  nama: posisi === 'right' ? 'Saya' : 'Mitra',
  pesan: text,
  tglInput: `2025-01-05T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
  posisi,
});
const ids = (list: readonly Pesan[]) => list.map((m) => m.id);

describe('mergeById', () => {
  it('unions the sources, oldest first, each id once', () => {
    const shown = [pesan(3), pesan(5)];
    expect(ids(mergeById(shown, [pesan(9), pesan(4), pesan(5)]))).toEqual([3, 4, 5, 9]);
  });

  it('takes a newest-first page (the server order) and sorts it', () => {
    expect(ids(mergeById([], [pesan(20), pesan(19), pesan(12)]))).toEqual([12, 19, 20]);
  });

  it('returns the same array when nothing is new, so nothing re-renders', () => {
    const shown = [pesan(1), pesan(2)];
    expect(mergeById(shown, [])).toBe(shown);
    expect(mergeById(shown, [pesan(2), pesan(1)])).toBe(shown);
  });

  it('keeps the later copy of an id', () => {
    const merged = mergeById([pesan(1, 'lama')], [pesan(1, 'baru')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.pesan).toBe('baru');
  });

  it('an echo of our own send from the subscription does not duplicate it', () => {
    const sent = pesan(11, 'halo', 'right');
    const afterSend = mergeById([pesan(10)], [sent]);
    expect(mergeById(afterSend, [{ ...sent }])).toBe(afterSend);
  });

  it('gives the cursors: newest id for `after`, oldest for `before`', () => {
    const list = mergeById([], [pesan(8), pesan(2), pesan(5)]);
    expect(lastSeenId(list)).toBe(8);
    expect(oldestId(list)).toBe(2);
    expect(lastSeenId([])).toBeUndefined();
    expect(oldestId([])).toBeUndefined();
  });
});

describe('chatReducer', () => {
  it('first page: keeps live messages that arrived before it, and remembers whether older ones exist', () => {
    let s = chatReducer(initialChatState, { type: 'newer', items: [pesan(21)] });
    s = chatReducer(s, { type: 'first', items: [pesan(21), pesan(20), pesan(19)], hasMore: true });
    expect(ids(s.messages)).toEqual([19, 20, 21]);
    expect(s).toMatchObject({ loaded: true, hasOlder: true });
  });

  it('Read More puts older messages on top; the last page clears hasOlder', () => {
    let s = chatReducer(initialChatState, { type: 'first', items: [pesan(30), pesan(29)], hasMore: true });
    s = chatReducer(s, { type: 'older', items: [pesan(28), pesan(27)], hasMore: false });
    expect(ids(s.messages)).toEqual([27, 28, 29, 30]);
    expect(s.hasOlder).toBe(false);
  });

  it('a reconnect catch-up (after the newest id) fills the gap without duplicates', () => {
    let s = chatReducer(initialChatState, { type: 'first', items: [pesan(2), pesan(1)], hasMore: false });
    // while offline 3, 4 and 5 were sent; 5 also arrives through the resumed subscription first
    s = chatReducer(s, { type: 'newer', items: [pesan(5)] });
    s = chatReducer(s, { type: 'newer', items: [pesan(3), pesan(4), pesan(5)] });
    expect(ids(s.messages)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the state object when a message is already shown', () => {
    const s = chatReducer(initialChatState, { type: 'first', items: [pesan(1)], hasMore: false });
    expect(chatReducer(s, { type: 'newer', items: [pesan(1)] })).toBe(s);
  });

  it('reset replaces everything with the newest page', () => {
    let s = chatReducer(initialChatState, { type: 'first', items: [pesan(1)], hasMore: false });
    s = chatReducer(s, { type: 'reset', items: [pesan(900), pesan(899)], hasMore: true });
    expect(ids(s.messages)).toEqual([899, 900]);
    expect(s.hasOlder).toBe(true);
  });
});
