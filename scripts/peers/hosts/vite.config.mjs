import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host app for one peer kit; copied next to that kit's node_modules by setupPeers.sh.
export default defineConfig({
  plugins: [react()],
  // WalletConnect's packages still read `global`; a host app has to provide it.
  define: { global: 'globalThis' },
  build: { chunkSizeWarningLimit: 10000 },
  logLevel: 'warn',
});
