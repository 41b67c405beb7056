import type { Plugin, Rollup } from 'vite';
import { type ModuleBindings, readBindings } from './module-bindings';

export interface FirstScreenChunksOptions {
  /** Modules of the framework chunk (React, the router): they and everything they import go there. */
  framework: RegExp;
  /**
   * The first screens' chunks, each named after its group, from the modules their pages are imported by
   * (absolute paths). The first group is the one every other group's screen loads too (the signed-in chrome):
   * a module that two groups need goes there, so no page loads another page's chunk.
   */
  groups: Screen[];
  /** Screens never loaded with the groups (the account forms), a chunk each. */
  apart: Screen[];
  /**
   * What the signed-in chrome loads on first use (the header's overlays), a chunk each. What one of them shares
   * with a single page group (the kit's Menu and Popover, which the playbook list renders too) goes into it, so
   * that page loads it from there and the other first screens (the feed) not at all.
   */
  deferred?: Screen[];
  /** The chunk of what an `apart` screen shares with the groups. */
  shared: string;
}

interface Screen {
  /** The chunk's name. */
  name: string;
  /** The modules the screen's lazy pages import (absolute paths). */
  roots: string[];
}

/** Whole module (a page, a namespace import); '' is an import for its side effects only. */
const WHOLE = '*';
const SIDE_EFFECTS = '';

/**
 * The modules a set of roots needs, following only the names each module imports. A module found through a barrel
 * (`@mantine/core`'s index, an icon set's) is the one that defines the imported name, not every module the barrel
 * lists: following `importedIds` instead reaches the whole kit, and every component a lazy page uses would be
 * moved into the first screens' chunk. A module that is reached is taken whole, with all it imports (coarser than
 * Rollup's tree-shaking: a module taken but not rendered costs nothing, one missed would be a chunk of its own).
 */
function closure(
  roots: string[],
  bindingsOf: (id: string) => ModuleBindings | undefined,
  importedIdsOf: (id: string) => readonly string[],
  outside: (id: string) => boolean,
): Set<string> {
  const taken = new Set<string>();
  const seen = new Set<string>();
  /** [module, name, whether the name is only looked for there (through a barrel's `export *`)] */
  const queue: [string, string, boolean?][] = roots.map((id) => [id, WHOLE]);
  const passed = new Set<string>();
  /** A barrel Rollup loads keeps the modules it lists that may do something when loaded. */
  const passThrough = (id: string) => {
    if (passed.has(id)) return;
    passed.add(id);
    for (const dependency of importedIdsOf(id))
      if (bindingsOf(dependency)?.effectful) queue.push([dependency, SIDE_EFFECTS]);
  };
  const take = (id: string, bindings: ModuleBindings | undefined) => {
    if (taken.has(id)) return;
    taken.add(id);
    if (!bindings) {
      for (const dependency of importedIdsOf(id)) queue.push([dependency, WHOLE]);
      return;
    }
    for (const [dependency, names] of bindings.imports) {
      if (names.size === 0) queue.push([dependency, SIDE_EFFECTS]);
      for (const name of names) queue.push([dependency, name]);
    }
  };
  for (let item = queue.pop(); item; item = queue.pop()) {
    const [id, name, searched] = item;
    const key = `${id}\0${name}\0${searched}`;
    if (seen.has(key) || outside(id)) continue;
    seen.add(key);
    const bindings = bindingsOf(id);
    if (!bindings || name === SIDE_EFFECTS) {
      take(id, bindings);
    } else if (name === WHOLE) {
      take(id, bindings);
      for (const [target, targetName] of bindings.reexports.values()) queue.push([target, targetName]);
      for (const star of bindings.stars) queue.push([star, WHOLE]);
    } else if (bindings.own.has(name)) {
      take(id, bindings);
    } else {
      const reexport = bindings.reexports.get(name);
      if (reexport || bindings.stars.length > 0) passThrough(id);
      if (reexport) queue.push(reexport);
      else if (bindings.stars.length > 0) for (const star of bindings.stars) queue.push([star, name, true]);
      // Imported by that name but not declared in the syntax (a CommonJS module's properties, Rollup's synthetic
      // named exports): the module is taken, as it would be when in doubt.
      else if (!searched) take(id, bindings);
    }
  }
  return taken;
}

/** Everything a module imports, statically, whatever the names (for the framework, which has no barrels). */
function allImports(roots: string[], importedIdsOf: (id: string) => readonly string[]): Set<string> {
  const taken = new Set(roots);
  for (const id of taken) for (const dependency of importedIdsOf(id)) taken.add(dependency);
  return taken;
}

/** Module id -> chunk name for the framework, the entry and the first screens' groups. */
function assignChunks(
  options: FirstScreenChunksOptions,
  { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta,
): Map<string, string> {
  const ids = [...getModuleIds()];
  // A renamed page would otherwise leave its screen's chunk empty without a word.
  const known = new Set(ids);
  const deferred = options.deferred ?? [];
  const missing = [...options.groups, ...options.apart, ...deferred]
    .flatMap((screen) => screen.roots)
    .filter((root) => !known.has(root));
  if (missing.length) throw new Error(`first-screen-chunks: no module ${missing.join(', ')} in the build`);
  const bindings = new Map<string, ModuleBindings | undefined>();
  const bindingsOf = (id: string) => {
    if (!bindings.has(id)) {
      const info = getModuleInfo(id);
      bindings.set(id, info ? readBindings(info) : undefined);
    }
    return bindings.get(id);
  };
  const importedIdsOf = (id: string) => getModuleInfo(id)?.importedIds ?? [];
  const chunkOf = new Map<string, string>();
  const assign = (modules: Iterable<string>, name: string) => {
    for (const id of modules) if (!chunkOf.has(id)) chunkOf.set(id, name);
  };
  const outside = (id: string) => chunkOf.has(id);
  const closureOf = (roots: string[]) => closure(roots, bindingsOf, importedIdsOf, outside);

  assign(
    allImports(
      ids.filter((id) => options.framework.test(id)),
      importedIdsOf,
    ),
    'framework',
  );
  // The entry's own modules are named too: a module a first screen shares with the entry stays in the entry
  // (otherwise Rollup would cut it into a chunk of its own, which the entry would then import).
  for (const entry of ids.filter((id) => getModuleInfo(id)?.isEntry)) assign(closureOf([entry]), 'index');

  const [common, ...pages] = options.groups.map((group) => ({ ...group, modules: closureOf(group.roots) }));
  const apart = options.apart.map((screen) => ({ ...screen, modules: closureOf(screen.roots) }));
  const grouped = new Set([common, ...pages].flatMap((group) => [...group.modules]));
  // What a signed-out screen shares with the signed-in ones goes to a chunk of its own, so neither side loads
  // the other's code.
  for (const screen of apart)
    assign(
      [...screen.modules].filter((id) => grouped.has(id)),
      options.shared,
    );
  for (const screen of apart) assign(screen.modules, screen.name);

  const pagesNeeding = new Map<string, number>();
  for (const page of pages)
    for (const id of page.modules) pagesNeeding.set(id, (pagesNeeding.get(id) ?? 0) + 1);
  assign(common.modules, common.name);
  assign(
    [...pagesNeeding].filter(([, count]) => count > 1).map(([id]) => id),
    common.name,
  );
  for (const screen of deferred) assign(closureOf(screen.roots), screen.name);
  for (const page of pages) assign(page.modules, page.name);
  return chunkOf;
}

/**
 * Puts the first screens' code in a few chunks instead of the ~30 small ones Rollup cuts by "which pages import
 * this module" (the chrome's menus, popovers, APIs and badges are each shared with some other page). On a phone's
 * simulated HTTP/1.1 each of those is a request over six connections at 150 ms a round trip before the first
 * render (web/README.md, "fifth pass"). Only the modules named here move: with `onlyExplicitManualChunks`, Rollup
 * does not pull a named module's other imports after it, and every module not named here (other pages, the rest of
 * the kit) is cut as before, so lazy pages stay lazy.
 */
export function firstScreenChunks(options: FirstScreenChunksOptions): Plugin {
  const groupNames = new Set(options.groups.map((group) => group.name));
  const apartNames = new Set(options.apart.map((screen) => screen.name));
  return {
    name: 'chalktalk-first-screen-chunks',
    apply: 'build',
    // Fails the build when the cut loads more than it should: the entry anything but the framework, a signed-out
    // screen a signed-in chunk or the reverse (Rollup would do that silently when a module the closure missed
    // sits between named ones).
    generateBundle(_options, bundle) {
      const nameOf = (fileName: string) => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? chunk.name : fileName;
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const imports = chunk.imports.map(nameOf);
        const wrong = chunk.isEntry
          ? imports.filter((name) => name !== 'framework')
          : apartNames.has(chunk.name)
            ? imports.filter((name) => groupNames.has(name))
            : groupNames.has(chunk.name)
              ? imports.filter((name) => apartNames.has(name))
              : [];
        if (wrong.length)
          this.error(
            `${chunk.fileName} (${chunk.name}) loads ${wrong.join(', ')} with it: see first-screen-chunks.ts`,
          );
      }
    },
    outputOptions(output) {
      let chunkOf: Map<string, string> | undefined;
      return {
        ...output,
        onlyExplicitManualChunks: true,
        manualChunks(id, meta) {
          chunkOf ??= assignChunks(options, meta);
          return chunkOf.get(id);
        },
      };
    },
  };
}
