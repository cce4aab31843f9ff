/**
 * The one host global the report script prints with. The package compiles without Node's types
 * so that src cannot reach Node APIs by accident; this is declared narrowly instead of pulling in
 * all of @types/node (the same choice as packages/engine/scripts/host.d.ts).
 */
declare const console: { log(...values: unknown[]): void };
