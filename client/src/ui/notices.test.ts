import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, SAME_NOTICE_MS, subscribeNotices, type Notice } from './notices';

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the same notice once when it is told twice at once (the error link and the form), again after a moment', () => {
    vi.useFakeTimers();
    const shown: Notice[] = [];
    const stop = subscribeNotices((n) => shown.push(n));
    shown.length = 0; // what earlier tests of the worker left waiting for a toaster
    notify.error('Dokumen penjajakan belum lengkap');
    notify.error('Dokumen penjajakan belum lengkap');
    notify.error('Lain');
    notify.success('Dokumen penjajakan belum lengkap');
    expect(shown.map((n) => `${n.intent}:${n.message}`)).toEqual(['error:Dokumen penjajakan belum lengkap', 'error:Lain', 'success:Dokumen penjajakan belum lengkap']);
    vi.advanceTimersByTime(SAME_NOTICE_MS);
    notify.error('Dokumen penjajakan belum lengkap');
    expect(shown).toHaveLength(4);
    stop();
  });
});
