// Generates kubeconform's schema folders from the Kubernetes OpenAPI v2 spec (api/openapi-spec/swagger.json of the
// k8s.io/kubernetes Go module), because the usual source (github.com/yannh/kubernetes-json-schema) is not reachable
// here. Output matches that repository's layout, which kubeconform's default -schema-location template expects:
//   <out>/<version>-standalone-strict/<kind>[-<group>]-<apiversion>.json   (every $ref inlined, no extra properties)
//   <out>/<version>-standalone/...                                         (same, extra properties allowed)
// Usage: node openapi-to-json-schemas.mjs <swagger.json> <out dir> <kubernetes version, e.g. v1.36.3>
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REF_PREFIX = '#/definitions/';
// kubectl accepts numbers for quantities (cpu: 1) although the spec types them as strings.
const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';

function nullable(type) {
  return Array.isArray(type) ? type : [type, 'null'];
}

/**
 * Inlines every $ref of `node`, drops descriptions (they make the files four times larger and kubeconform never
 * shows them), maps int-or-string to oneOf, and in strict mode forbids properties the spec does not list.
 * A reference already being expanded on the current path (JSONSchemaProps refers to itself) becomes `{}`.
 */
function expand(node, definitions, strict, path) {
  if (Array.isArray(node)) return node.map((item) => expand(item, definitions, strict, path));
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.slice(REF_PREFIX.length);
    if (name === QUANTITY) return { oneOf: [{ type: 'string' }, { type: 'number' }] };
    if (path.includes(name)) return {};
    return expand(definitions[name], definitions, strict, [...path, name]);
  }
  if (node.format === 'int-or-string') return { oneOf: [{ type: 'string' }, { type: 'integer' }] };

  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'description' || key.startsWith('x-kubernetes-')) continue;
    if (key === 'properties') {
      const required = new Set(node.required ?? []);
      out.properties = {};
      for (const [prop, schema] of Object.entries(value)) {
        const expanded = expand(schema, definitions, strict, path);
        // Optional fields may be null, as the API server accepts (helm renders empty values as null).
        if (!required.has(prop) && expanded.type) expanded.type = nullable(expanded.type);
        out.properties[prop] = expanded;
      }
    } else {
      out[key] = expand(value, definitions, strict, path);
    }
  }
  if (strict && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

function fileName({ group, version, kind }) {
  const groupPart = group ? `-${group.split('.')[0]}` : '';
  return `${kind}${groupPart}-${version}.json`.toLowerCase();
}

function resourceSchema(name, gvk, definitions, strict) {
  const schema = expand(definitions[name], definitions, strict, [name]);
  const apiVersion = gvk.group ? `${gvk.group}/${gvk.version}` : gvk.version;
  // Pin kind and apiVersion so a manifest cannot be validated against the wrong file.
  if (schema.properties?.kind) schema.properties.kind.enum = [gvk.kind];
  if (schema.properties?.apiVersion) schema.properties.apiVersion.enum = [apiVersion];
  return schema;
}

function main() {
  const [specPath, outDir, version] = process.argv.slice(2);
  if (!specPath || !outDir || !/^v\d+\.\d+\.\d+$/.test(version ?? '')) {
    console.error('usage: openapi-to-json-schemas.mjs <swagger.json> <out dir> <vX.Y.Z>');
    process.exit(2);
  }
  const { definitions } = JSON.parse(readFileSync(specPath, 'utf8'));
  for (const strict of [true, false]) {
    const dir = join(outDir, `${version}-standalone${strict ? '-strict' : ''}`);
    const tmp = `${dir}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    let count = 0;
    for (const [name, definition] of Object.entries(definitions)) {
      for (const gvk of definition['x-kubernetes-group-version-kind'] ?? []) {
        const schema = resourceSchema(name, gvk, definitions, strict);
        writeFileSync(join(tmp, fileName(gvk)), JSON.stringify(schema));
        count += 1;
      }
    }
    // Swap in whole so an interrupted run never leaves a half-written folder that looks complete.
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    console.log(`${dir}: ${count} schemas`);
  }
}

main();
