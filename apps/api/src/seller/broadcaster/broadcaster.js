/* global document, RTCPeerConnection, location, requestAnimationFrame */
// The seller's broadcaster for the demo: one WebRTC peer per viewer, signalled over the seller's socket server.
import { io } from '/dev/broadcast/socket.io.js';

const form = document.getElementById('broadcast');
const status = document.getElementById('status');
const preview = document.getElementById('preview');
let stopStreaming = null;

const say = (text) => {
  status.textContent = text;
};

/** Colour bars and a running clock, for a machine without a camera. */
function testPattern() {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  const bars = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];
  let running = true;
  const paint = () => {
    if (!running) return;
    bars.forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect((index * canvas.width) / bars.length, 0, canvas.width / bars.length + 1, canvas.height);
    });
    context.fillStyle = '#000';
    context.fillRect(0, 290, canvas.width, 70);
    context.fillStyle = '#fff';
    context.font = '32px sans-serif';
    context.fillText(`Test pattern ${new Date().toLocaleTimeString()}`, 24, 336);
    requestAnimationFrame(paint);
  };
  paint();
  const stream = canvas.captureStream(15);
  stream.getTracks()[0].addEventListener('ended', () => (running = false));
  return stream;
}

async function camera() {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
  } catch {
    return testPattern();
  }
}

/** video/newVideoStream names the auction's stream, as the viewers read it. */
async function streamName(auctionid) {
  const response = await fetch('/video/newVideoStream', {
    method: 'POST',
    headers: { 'content-type': 'application/json', domain: location.hostname },
    body: JSON.stringify({ auctionid }),
  });
  const answer = await response.json();
  const name = answer?.data?.data?.responseData?.[0]?.sender_stream;
  if (!name) throw new Error(answer?.message ?? answer?.error ?? 'This auction has no stream.');
  return name;
}

const candidateOf = ({ candidate, sdpMid, sdpMLineIndex, usernameFragment }) => ({
  candidate,
  sdpMid,
  sdpMLineIndex,
  usernameFragment,
});

async function start(auctionid, sellerKey) {
  const stream = await streamName(auctionid);
  const media = await camera();
  preview.srcObject = media;
  const peers = new Map();
  const socket = io('/seller', { transports: ['websocket'], auth: { sellerKey, stream } });
  const onAir = () => say(`Streaming auction ${auctionid} to ${peers.size} viewer${peers.size === 1 ? '' : 's'}.`);

  socket.on('connect', onAir);
  socket.on('connect_error', (error) => say(`Cannot stream: ${error.message}`));
  socket.on('watcher', async (id) => {
    peers.get(id)?.close();
    const peer = new RTCPeerConnection();
    peers.set(id, peer);
    media.getTracks().forEach((track) => peer.addTrack(track, media));
    peer.onicecandidate = ({ candidate }) => {
      if (candidate) socket.emit('candidate', { id, candidate: candidateOf(candidate) });
    };
    await peer.setLocalDescription(await peer.createOffer());
    socket.emit('offer', { id, description: { type: 'offer', sdp: peer.localDescription.sdp } });
    onAir();
  });
  socket.on('answer', ({ id, description }) => peers.get(id)?.setRemoteDescription(description));
  socket.on('candidate', ({ id, candidate }) =>
    peers
      .get(id)
      ?.addIceCandidate(candidate)
      .catch(() => undefined),
  );
  socket.on('disconnectPeer', (id) => {
    peers.get(id)?.close();
    peers.delete(id);
    onAir();
  });

  return () => {
    socket.disconnect();
    peers.forEach((peer) => peer.close());
    media.getTracks().forEach((track) => track.stop());
    preview.srcObject = null;
    say('Not streaming.');
  };
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(form);
  form.elements.start.disabled = true;
  say('Starting…');
  start(Number(data.get('auctionid')), String(data.get('sellerKey'))).then(
    (stop) => {
      stopStreaming = stop;
      form.elements.stop.disabled = false;
    },
    (error) => {
      say(`Cannot stream: ${error.message}`);
      form.elements.start.disabled = false;
    },
  );
});

form.elements.stop.addEventListener('click', () => {
  stopStreaming?.();
  stopStreaming = null;
  form.elements.stop.disabled = true;
  form.elements.start.disabled = false;
});
