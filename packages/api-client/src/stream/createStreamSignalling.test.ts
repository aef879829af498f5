import { describe, expect, it, vi } from 'vitest';
import { fakeSocketClient } from '../socket/fakeSocketClient';
import { createStreamSignalling, type StreamSignals } from './createStreamSignalling';

const fakeSellerSocket = () => fakeSocketClient('seller', { connects: 'at once' });

const signals = () => ({
  onLive: vi.fn<StreamSignals['onLive']>(),
  onOffer: vi.fn<StreamSignals['onOffer']>(),
  onCandidate: vi.fn<StreamSignals['onCandidate']>(),
  onViewerCount: vi.fn<StreamSignals['onViewerCount']>(),
});

const watcher = { sender_stream: 'auction-101', auctionid: 101 };
const offer = { id: 'b7Kq2nX0', description: { type: 'offer' as const, sdp: 'v=0' } };

describe('createStreamSignalling', () => {
  it('connects with the first viewer, joins as watcher, and joins again after a reconnection', () => {
    const fake = fakeSellerSocket();
    const signalling = createStreamSignalling(fake.client);
    expect(fake.connect).not.toHaveBeenCalled();
    signalling.watch(watcher, signals());
    expect(fake.connect).toHaveBeenCalledOnce();
    fake.connected();
    expect(fake.emitted).toEqual([
      ['watcher', watcher],
      ['watcher', watcher],
    ]);
  });

  it("hands the stream's messages to its viewer only, and the auction's viewer count", () => {
    const fake = fakeSellerSocket();
    const signalling = createStreamSignalling(fake.client);
    const mine = signals();
    const other = signals();
    signalling.watch(watcher, mine);
    signalling.watch({ sender_stream: 'auction-102', auctionid: 102 }, other);
    fake.deliver('streamStatus', { sender_stream: 'auction-101', live: true });
    fake.deliver('liveViewkzoobullion', { auctionid: 101, count: 3 });
    fake.deliver('offer', offer);
    expect(mine.onLive).toHaveBeenCalledWith(true);
    expect(mine.onViewerCount).toHaveBeenCalledWith(3);
    expect(mine.onOffer).toHaveBeenCalledWith(offer);
    expect(other.onLive).not.toHaveBeenCalled();
    expect(other.onViewerCount).not.toHaveBeenCalled();
  });

  it('sends answers and candidates, and leaves with watcher-disconnect, disconnecting after the last viewer', () => {
    const fake = fakeSellerSocket();
    const signalling = createStreamSignalling(fake.client);
    const leave = signalling.watch(watcher, signals());
    signalling.answer({ id: offer.id, description: { type: 'answer', sdp: 'v=0' } });
    signalling.candidate({ id: offer.id, candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host' } });
    leave();
    leave();
    expect(fake.emitted.map(([event]) => event)).toEqual(['watcher', 'answer', 'candidate', 'watcher-disconnect']);
    expect(fake.disconnect).toHaveBeenCalledOnce();
  });
});
