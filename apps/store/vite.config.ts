import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['API_PROXY_TARGET'] ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    // In `npm run dev` the API calls go to the reference server started beside Vite.
    proxy: Object.fromEntries(
      ['/health', '/mobileapi', '/api', '/api_bidding', '/plugin', '/auctionpay', '/activate', '/socket.io'].map(
        (path) => [path, { target: apiTarget, ws: path === '/socket.io' }],
      ),
    ),
  },
  build: { sourcemap: true },
});
