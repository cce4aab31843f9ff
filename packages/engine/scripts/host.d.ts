/**
 * The two host globals the sim and bench scripts print and time with. The package compiles with
 * no ambient types (tsconfig "types": []) so that src cannot reach Node APIs by accident; these
 * are declared narrowly instead of pulling in all of @types/node.
 */
declare const console: { log(...values: unknown[]): void };
declare const performance: { now(): number };
