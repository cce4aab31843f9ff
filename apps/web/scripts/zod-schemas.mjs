/**
 * Writes the zod schemas (zod/mini) of the API document's components that the web app checks at
 * run time: today `LiveEvent`, the push events of GET /api/events, which arrive outside the typed
 * client. The server's zod union becomes the document's component, and the component becomes this
 * schema, the way api-types.ts is made from the same document (decision 0033). Part of
 * `npm run api:types`:
 *
 *   node scripts/zod-schemas.mjs src/lib/generated/openapi.json src/lib/generated/zod-schemas.ts
 *
 * It reads the subset of JSON Schema the server's schemas produce and refuses anything else, so
 * that a keyword it does not know is never dropped without a word.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The components the web app parses at run time. */
const COMPONENTS = ['LiveEvent'];

/** Keywords that describe a value without constraining it. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated']);

const [input, output] = process.argv.slice(2);
if (!input || !output)
  throw new Error('usage: node scripts/zod-schemas.mjs <openapi.json> <out.ts>');
const schemas = JSON.parse(readFileSync(input, 'utf8')).components?.schemas ?? {};

const literal = (value) =>
  JSON.stringify(value)
    .replaceAll("'", "\\'")
    .replace(/^"(.*)"$/s, "'$1'");
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));
const constName = (component) => `${component}Schema`;

/** Throws on a keyword this generator does not translate. */
function onlyKnown(schema, known, at) {
  for (const word of Object.keys(schema)) {
    if (!known.includes(word) && !ANNOTATIONS.has(word)) {
      throw new Error(`${at}: JSON Schema keyword "${word}" is not translated to zod`);
    }
  }
}

/** `x.check(…)` for the constraints present, or `x` alone. */
function withChecks(base, checks) {
  return checks.length === 0 ? base : `${base}.check(${checks.join(', ')})`;
}

/** The one value a discriminating property allows (`const`, or an `enum` of one), or undefined. */
function singleValue(property) {
  if (!property) return undefined;
  if ('const' in property) return property.const;
  if (Array.isArray(property.enum) && property.enum.length === 1) return property.enum[0];
  return undefined;
}

/** The property every option is an object with one distinct value of, for a discriminated union. */
function discriminatorOf(options, resolve) {
  const objects = options.map((option) => resolve(option));
  if (!objects.every((object) => object?.type === 'object' && object.properties)) return undefined;
  const candidates = Object.keys(objects[0].properties);
  return candidates.find((name) => {
    const values = objects.map((object) =>
      object.required?.includes(name) ? singleValue(object.properties[name]) : undefined,
    );
    return values.every((value) => value !== undefined) && new Set(values).size === values.length;
  });
}

function generator() {
  /** The components the one being written refers to. */
  const refs = new Set();
  const refName = (ref, at) => {
    const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
    if (!match || !(match[1] in schemas)) throw new Error(`${at}: unknown $ref ${ref}`);
    refs.add(match[1]);
    return match[1];
  };
  const resolve = (schema) =>
    schema?.$ref ? schemas[refName(schema.$ref, 'discriminator')] : schema;

  function zodOf(schema, at) {
    if (schema.$ref) {
      onlyKnown(schema, ['$ref'], at);
      return constName(refName(schema.$ref, at));
    }
    for (const word of ['oneOf', 'anyOf']) {
      if (!schema[word]) continue;
      onlyKnown(schema, [word], at);
      const options = schema[word];
      const isNull = (option) => option.type === 'null' && Object.keys(option).length === 1;
      const rest = options.filter((option) => !isNull(option));
      const inner =
        rest.length === 1 ? zodOf(rest[0], `${at}.${word}`) : unionOf(rest, `${at}.${word}`);
      return rest.length < options.length ? `z.nullable(${inner})` : inner;
    }
    if (Array.isArray(schema.type)) {
      const types = schema.type.filter((type) => type !== 'null');
      if (types.length !== 1 || types.length === schema.type.length) {
        throw new Error(`${at}: type ${JSON.stringify(schema.type)} is not translated to zod`);
      }
      return `z.nullable(${zodOf({ ...schema, type: types[0] }, at)})`;
    }
    if ('const' in schema) {
      onlyKnown(schema, ['const', 'type'], at);
      return `z.literal(${literal(schema.const)})`;
    }
    if (schema.enum) {
      onlyKnown(schema, ['enum', 'type'], at);
      const values = schema.enum.map(literal);
      return values.length === 1 ? `z.literal(${values[0]})` : `z.enum([${values.join(', ')}])`;
    }
    switch (schema.type) {
      case 'string': {
        onlyKnown(schema, ['type', 'minLength', 'maxLength', 'pattern'], at);
        const checks = [];
        if (schema.minLength !== undefined) checks.push(`z.minLength(${schema.minLength})`);
        if (schema.maxLength !== undefined) checks.push(`z.maxLength(${schema.maxLength})`);
        if (schema.pattern !== undefined)
          checks.push(`z.regex(new RegExp(${literal(schema.pattern)}))`);
        return withChecks('z.string()', checks);
      }
      case 'integer':
      case 'number': {
        onlyKnown(
          schema,
          ['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'],
          at,
        );
        const checks = [];
        if (schema.minimum !== undefined) checks.push(`z.gte(${schema.minimum})`);
        if (schema.maximum !== undefined) checks.push(`z.lte(${schema.maximum})`);
        if (schema.exclusiveMinimum !== undefined) checks.push(`z.gt(${schema.exclusiveMinimum})`);
        if (schema.exclusiveMaximum !== undefined) checks.push(`z.lt(${schema.exclusiveMaximum})`);
        return withChecks(schema.type === 'integer' ? 'z.int()' : 'z.number()', checks);
      }
      case 'boolean':
        onlyKnown(schema, ['type'], at);
        return 'z.boolean()';
      case 'null':
        onlyKnown(schema, ['type'], at);
        return 'z.null()';
      case 'array': {
        onlyKnown(schema, ['type', 'items', 'minItems', 'maxItems'], at);
        const checks = [];
        if (schema.minItems !== undefined) checks.push(`z.minLength(${schema.minItems})`);
        if (schema.maxItems !== undefined) checks.push(`z.maxLength(${schema.maxItems})`);
        return withChecks(`z.array(${zodOf(schema.items ?? {}, `${at}.items`)})`, checks);
      }
      case 'object': {
        onlyKnown(schema, ['type', 'properties', 'required', 'additionalProperties'], at);
        if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
          throw new Error(`${at}: additionalProperties other than false is not translated to zod`);
        }
        const required = new Set(schema.required ?? []);
        const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
          const value = zodOf(property, `${at}.${name}`);
          return `${key(name)}: ${required.has(name) ? value : `z.optional(${value})`}`;
        });
        const make = schema.additionalProperties === false ? 'z.strictObject' : 'z.object';
        return `${make}({ ${fields.join(', ')} })`;
      }
      default:
        throw new Error(`${at}: ${JSON.stringify(schema).slice(0, 80)} is not translated to zod`);
    }
  }

  function unionOf(options, at) {
    const members = options.map((option, index) => zodOf(option, `${at}[${index}]`));
    const discriminator = discriminatorOf(options, resolve);
    return discriminator
      ? `z.discriminatedUnion(${literal(discriminator)}, [${members.join(', ')}])`
      : `z.union([${members.join(', ')}])`;
  }

  /** A component's zod, and the components it refers to. */
  return (name) => {
    refs.clear();
    const code = zodOf(schemas[name], name);
    return { code, refs: [...refs] };
  };
}

const translate = generator();
const written = new Map();
/** Components in the order they are written: each after the ones it refers to. */
const order = [];
function write(name, path = []) {
  if (path.includes(name))
    throw new Error(`components refer to each other: ${[...path, name].join(' → ')}`);
  if (written.has(name)) return;
  if (!(name in schemas)) throw new Error(`the document has no component ${name}`);
  const { code, refs } = translate(name);
  written.set(name, code);
  for (const ref of refs) write(ref, [...path, name]);
  order.push(name);
}
for (const name of COMPONENTS) write(name);

const lines = [
  '/**',
  ' * Generated by `npm run api:types` (scripts/zod-schemas.mjs) from openapi.json: the zod schemas',
  ' * of the API components the app parses at run time. Do not edit by hand.',
  ' */',
  "import * as z from 'zod/mini';",
  '',
  ...order.flatMap((name) => [`export const ${constName(name)} = ${written.get(name)};`, '']),
];
writeFileSync(output, lines.join('\n'));
