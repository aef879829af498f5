export {
  createStreamSignalling,
  type RtcAnswer,
  type RtcCandidate,
  type RtcOffer,
  type StreamSignalling,
  type StreamSignals,
  type StreamWatcher,
} from './createStreamSignalling';
export { StreamSignallingProvider, useStreamSignalling } from './StreamSignallingProvider';
