/**
 * The host globals the scripts use. The package compiles without Node's types so that src cannot
 * reach Node APIs by accident; these are declared narrowly instead of pulling in all of
 * @types/node (the same choice as packages/engine/scripts/host.d.ts).
 */
declare const console: { log(...values: unknown[]): void };
declare const process: { argv: string[]; exitCode: number | undefined };
