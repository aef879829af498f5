import { useStreamSignalling, type RtcOffer } from '@storefront/api-client/stream';
import type { StreamStatus } from '@storefront/ui';
import { useEffect, useState } from 'react';

export interface StreamViewer {
  status: StreamStatus;
  stream: MediaStream | null;
  viewerCount: number | null;
}

/**
 * Watches the seller's stream over WebRTC: `watcher` on mounting, the broadcaster's offer answered, candidates both
 * ways, `watcher-disconnect` on leaving. When the broadcaster goes the stream is offline; when it comes back the server
 * offers it again and the picture returns without a reload.
 */
export function useStreamViewer(sender_stream: string | null, auctionid: number): StreamViewer {
  const signalling = useStreamSignalling();
  const [live, setLive] = useState<boolean | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [viewerCount, setViewerCount] = useState<number | null>(null);

  useEffect(() => {
    if (sender_stream === null) return;
    let peer: { connection: RTCPeerConnection; broadcaster: string } | null = null;
    const hangUp = () => {
      peer?.connection.close();
      peer = null;
      setStream(null);
    };
    const answer = (offer: RtcOffer) => {
      hangUp();
      const connection = new RTCPeerConnection();
      const current = { connection, broadcaster: offer.id };
      peer = current;
      connection.ontrack = ({ streams, track }) => setStream(streams[0] ?? new MediaStream([track]));
      connection.onicecandidate = ({ candidate }) => {
        if (!candidate || peer !== current) return;
        const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
        signalling.candidate({
          id: offer.id,
          candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
        });
      };
      connection.onconnectionstatechange = () => {
        if (connection.connectionState === 'failed' && peer === current) hangUp();
      };
      connection
        .setRemoteDescription(offer.description)
        .then(() => connection.createAnswer())
        .then((description) => connection.setLocalDescription(description))
        .then(() => {
          const local = connection.localDescription;
          if (peer === current && local?.type === 'answer') {
            signalling.answer({ id: offer.id, description: { type: 'answer', sdp: local.sdp } });
          }
        })
        .catch(() => {
          if (peer === current) hangUp();
        });
    };
    const leave = signalling.watch(
      { sender_stream, auctionid },
      {
        onLive: (next) => {
          setLive(next);
          if (!next) hangUp();
        },
        onOffer: answer,
        onCandidate: ({ id, candidate }) => {
          if (peer?.broadcaster === id) peer.connection.addIceCandidate(candidate).catch(() => undefined);
        },
        onViewerCount: setViewerCount,
      },
    );
    return () => {
      leave();
      hangUp();
      setLive(null);
      setViewerCount(null);
    };
  }, [signalling, sender_stream, auctionid]);

  const status: StreamStatus =
    sender_stream === null || live === false ? 'offline' : live && stream ? 'live' : 'connecting';
  return { status, stream, viewerCount };
}
