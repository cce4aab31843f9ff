// Bundles the server for production (the options: build-options.mjs).
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

await build(serverBuildOptions);
