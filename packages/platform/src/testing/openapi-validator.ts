import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface OpenApiValidation {
  valid: boolean;
  errors?: unknown;
}

/**
 * Checks a document against the OpenAPI schema of its version with @seriousme/openapi-schema-validator. The
 * validator is ESM only (it finds its schemas through import.meta), which jest's CommonJS runtime cannot load, so
 * its own command line runs it in a child process.
 */
export async function validateOpenApi(document: unknown): Promise<OpenApiValidation> {
  const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file], {
      maxBuffer: 64 << 20,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{"valid":false}' }));
    return JSON.parse(stdout) as OpenApiValidation;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
