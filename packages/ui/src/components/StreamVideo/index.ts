export { StreamVideo, STREAM_MESSAGES, type StreamStatus, type StreamVideoProps } from './StreamVideo';
