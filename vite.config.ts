import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client is built into dist/client and served by the API server from the same origin.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
});
