import { defineConfig } from 'vite';

// JSX through Vite's own transform (no React plugin needed for a production build).
export default defineConfig({ esbuild: { jsx: 'automatic' } });
