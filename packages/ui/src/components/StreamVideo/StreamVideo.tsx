import { formatCount } from '@storefront/domain';
import { useEffect, useRef, useState } from 'react';
import * as styles from './StreamVideo.css';

export type StreamStatus = 'offline' | 'connecting' | 'live';

export interface StreamVideoProps {
  /** offline: nothing on the air; connecting: on the air, the picture not here yet; live: the picture is arriving. */
  status: StreamStatus;
  /** The seller's stream once it is received. */
  stream: MediaStream | null;
  /** How many watch; left out while unknown. */
  viewerCount?: number | null | undefined;
  /** What the video is, for assistive technology. */
  label?: string | undefined;
}

export const STREAM_MESSAGES = {
  offline: 'Stream offline',
  offlineDetail: "The seller's video appears here when the broadcast starts.",
  connecting: "Connecting to the seller's stream…",
  playing: 'Live',
} as const;

const viewersText = (count: number) => `${formatCount(count)} watching`;

/**
 * The seller's video in the live room: a 16:9 picture that says when the stream is offline or still connecting, plays
 * muted as soon as frames arrive (browsers allow that without a click), and shows how many watch.
 */
export function StreamVideo({ status, stream, viewerCount, label = "Seller's live video" }: StreamVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = status === 'live' ? stream : null;
    if (video.srcObject) video.play().catch(() => undefined);
    else setPlaying(false);
  }, [status, stream]);

  const state = status === 'offline' ? 'offline' : status === 'live' && playing ? 'playing' : 'connecting';
  return (
    <figure className={styles.root} data-state={state}>
      <div className={styles.screen}>
        <video
          ref={videoRef}
          className={styles.video({ shown: state === 'playing' })}
          aria-label={label}
          muted
          autoPlay
          playsInline
          onPlaying={() => setPlaying(true)}
          onEmptied={() => setPlaying(false)}
        />
        {state !== 'playing' && (
          <div className={styles.overlay} role="status">
            {state === 'offline' ? (
              <>
                <p className={styles.overlayTitle}>{STREAM_MESSAGES.offline}</p>
                <p className={styles.overlayText}>{STREAM_MESSAGES.offlineDetail}</p>
              </>
            ) : (
              <p className={styles.overlayText}>{STREAM_MESSAGES.connecting}</p>
            )}
          </div>
        )}
      </div>
      <figcaption className={styles.footer}>
        <span className={styles.live({ state })}>
          {state === 'playing' ? STREAM_MESSAGES.playing : state === 'offline' ? 'Offline' : 'Connecting'}
        </span>
        {viewerCount != null && <span className={styles.viewers}>{viewersText(viewerCount)}</span>}
      </figcaption>
    </figure>
  );
}
