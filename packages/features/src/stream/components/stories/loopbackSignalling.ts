import type { StreamSignalling, StreamSignals, StreamWatcher } from '@storefront/api-client/stream';
import { createTestPattern } from '@storefront/storybook/decorators/testPattern';

const BROADCASTER = 'story-broadcaster';

export interface LoopbackOptions {
  /** Whether the seller is on the air when a viewer joins. */
  live: boolean;
  viewerCount: number;
}

/**
 * The seller's side for stories, in the page itself: a real WebRTC broadcaster streaming a test pattern, signalled
 * straight to the viewer as the seller's server would relay it. `stopBroadcast` and `startBroadcast` play the seller
 * leaving and coming back.
 */
export function loopbackSignalling({ live, viewerCount }: LoopbackOptions) {
  let viewer: { watcher: StreamWatcher; signals: StreamSignals } | null = null;
  let broadcast: { peer: RTCPeerConnection; stop: () => void } | null = null;
  const watched: StreamWatcher[] = [];
  const left: StreamWatcher[] = [];

  const stopBroadcast = () => {
    broadcast?.peer.close();
    broadcast?.stop();
    broadcast = null;
    viewer?.signals.onLive(false);
  };
  const startBroadcast = async () => {
    if (!viewer) return;
    const { signals } = viewer;
    signals.onLive(true);
    const pattern = createTestPattern();
    const peer = new RTCPeerConnection();
    broadcast = { peer, stop: pattern.stop };
    pattern.stream.getTracks().forEach((track) => peer.addTrack(track, pattern.stream));
    peer.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      signals.onCandidate({
        id: BROADCASTER,
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    await peer.setLocalDescription(await peer.createOffer());
    signals.onOffer({ id: BROADCASTER, description: { type: 'offer', sdp: peer.localDescription!.sdp } });
  };

  const signalling: StreamSignalling = {
    watch(watcher, signals) {
      viewer = { watcher, signals };
      watched.push(watcher);
      setTimeout(() => {
        signals.onViewerCount(viewerCount);
        if (live) void startBroadcast();
        else signals.onLive(false);
      }, 0);
      return () => {
        left.push(watcher);
        viewer = null;
        broadcast?.peer.close();
        broadcast?.stop();
        broadcast = null;
      };
    },
    answer: ({ description }) => void broadcast?.peer.setRemoteDescription(description),
    candidate: ({ candidate }) => void broadcast?.peer.addIceCandidate(candidate).catch(() => undefined),
    status: () => 'connected',
    onStatus: () => () => undefined,
  };
  return { signalling, stopBroadcast, startBroadcast, watched, left };
}
