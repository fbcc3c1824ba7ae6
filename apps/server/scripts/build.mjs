// Bundles the server into dist/main.js: workspace packages (TypeScript sources) are inlined,
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@podcast/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
