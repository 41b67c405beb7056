import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const COMPONENT = /\/@mantine\/core\/esm\/components\/([^/]+)\//;
const COMPONENT_CSS = /\/@mantine\/core\/styles\/([^/.]+)\.layer\.css$/;
const ALL_CSS = /\/@mantine\/core\/styles\.layer\.css$/;

/**
 * The kit's CSS is split (src/theme/kit-styles.ts): the entry chunk's stylesheet holds only the components that
 * chunk can render before the whole sheet arrives. This check fails the build when the entry chunk bundles a
 * Mantine component that has a stylesheet of its own which the entry does not import, so nothing the first paint
 * shows can render unstyled. Lazy chunks need no list: they load with the whole sheet (withKitStyles).
 */
export function entryKitStyles(): Plugin {
  const stylesDir = join(
    dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
    'styles',
  );
  return {
    name: 'chalktalk-entry-kit-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const ids = Object.keys(chunk.modules).concat(chunk.moduleIds ?? []);
        if (ids.some((id) => ALL_CSS.test(id))) continue;
        const styled = new Set(ids.map((id) => COMPONENT_CSS.exec(id)?.[1]).filter(Boolean));
        const rendered = new Set(
          ids.map((id) => COMPONENT.exec(id)?.[1]).filter((name) => name !== undefined),
        );
        const missing = [...rendered]
          .filter((name) => !styled.has(name) && existsSync(join(stylesDir, `${name}.layer.css`)))
          .sort();
        if (missing.length)
          this.error(
            `${chunk.fileName} renders kit components whose CSS it does not import: ${missing.join(', ')}. ` +
              `Add '@mantine/core/styles/<name>.layer.css' to src/theme/first-paint-styles.ts, or keep the ` +
              `component out of the entry chunk.`,
          );
      }
    },
  };
}
