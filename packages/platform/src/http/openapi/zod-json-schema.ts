import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * A call's input (or answer) schema as JSON Schema, from zod 4's own z.toJSONSchema: for the input, the input side
 * of transforms and defaults (what a caller sends); for an answer, the output side; anything JSON Schema cannot say
 * (a custom check, a Date) left open. Local
 * definitions (recursive schemas) move to `#/components/schemas/<prefix><name>`, returned in `definitions`, because
 * an operation's schema sits inside the OpenAPI document, whose root is not the schema's root.
 */
export function zodJsonSchema(
  schema: z.ZodType,
  prefix: string,
  io: 'input' | 'output' = 'input',
): { schema: JsonSchema; definitions: Record<string, JsonSchema> } {
  let generated: JsonSchema;
  try {
    generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  } catch {
    // A schema zod cannot describe at all still gets an entry: any JSON value.
    return { schema: {}, definitions: {} };
  }
  const { $schema: _dialect, $defs, ...rest } = generated;
  const rename = (name: string) => `${prefix}${name}`;
  const relocate = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relocate);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
          ? `#/components/schemas/${rename(value.slice('#/$defs/'.length))}`
          : key === '$ref' && value === '#'
            ? `#/components/schemas/${rename('root')}`
            : relocate(value);
    }
    return out;
  };
  const definitions: Record<string, JsonSchema> = {};
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    definitions[rename(name)] = relocate(definition) as JsonSchema;
  }
  const body = relocate(rest) as JsonSchema;
  // A schema that refers to itself as a whole ('#') becomes a definition of its own.
  if (JSON.stringify(body).includes(`"#/components/schemas/${rename('root')}"`)) {
    definitions[rename('root')] = body;
    return { schema: { $ref: `#/components/schemas/${rename('root')}` }, definitions };
  }
  return { schema: body, definitions };
}
