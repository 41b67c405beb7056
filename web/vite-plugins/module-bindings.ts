import type { Rollup } from 'vite';

type Program = Rollup.ProgramNode;
type Statement = Program['body'][number];
type Name = { type: 'Identifier'; name: string } | { type: 'Literal'; value: unknown };

/** What one module takes from others and gives by name, read from its syntax tree. */
export interface ModuleBindings {
  /** Each statically imported module with the names taken from it: '*' for a namespace, none for `import 'x'`. */
  imports: Map<string, Set<string>>;
  /** Names exported from the module's own declarations. */
  own: Set<string>;
  /** Names passed through from another module: exported name -> [that module's id, its name there]. */
  reexports: Map<string, [string, string]>;
  /** The modules of `export * from`. */
  stars: string[];
  /**
   * Whether loading the module may do something (a call at its top level), so Rollup keeps it when it loads a
   * barrel that lists it, whatever names are used. A guess from the syntax, on the safe side: Rollup proves more
   * calls pure than this sees.
   */
  effectful: boolean;
}

const nameOf = (node: Name): string => (node.type === 'Identifier' ? node.name : String(node.value));

function sourceOf(statement: Statement): string | undefined {
  if (
    statement.type === 'ImportDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ExportNamedDeclaration' && statement.source)
  )
    return String(statement.source?.value);
  return undefined;
}

type Pattern = Extract<Statement, { type: 'VariableDeclaration' }>['declarations'][number]['id'];

/** The names a declaration's pattern binds: `export const { a, b: [c] } = ...` declares a and c. */
function boundNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        boundNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? boundNames(element) : []));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

function declaredNames(statement: Statement): string[] {
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration;
  if (declaration.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((item) => boundNames(item.id));
  return declaration.id ? [declaration.id.name] : [];
}

/** A call, `new` or tagged template outside any function body. */
function callsAtLoad(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(callsAtLoad);
  const type = (node as { type?: string }).type;
  if (type === 'FunctionDeclaration' || type === 'FunctionExpression' || type === 'ArrowFunctionExpression')
    return false;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression')
    return true;
  return Object.entries(node).some(([key, value]) => key !== 'type' && callsAtLoad(value));
}

function runsCode(statement: Statement): boolean {
  if (statement.type === 'ImportDeclaration' || statement.type === 'ExportAllDeclaration') return false;
  if (statement.type === 'ExportNamedDeclaration') return callsAtLoad(statement.declaration);
  if (statement.type === 'FunctionDeclaration') return false;
  if (statement.type === 'ExportDefaultDeclaration') return callsAtLoad(statement.declaration);
  if (statement.type === 'VariableDeclaration' || statement.type === 'ClassDeclaration')
    return callsAtLoad(statement);
  return true;
}

/**
 * Reads a module's bindings. Rollup lists `importedIds` in the order in which the module's declarations first
 * name each source, so the two are paired by position; undefined when they do not pair up (then the caller
 * has to assume the module needs all of its imports).
 */
export function readBindings(info: Rollup.ModuleInfo): ModuleBindings | undefined {
  const ast = info.ast;
  if (!ast) return undefined;
  const sources = [...new Set(ast.body.map(sourceOf).filter((source) => source !== undefined))];
  if (sources.length !== info.importedIds.length) return undefined;
  const idOf = new Map(sources.map((source, index) => [source, info.importedIds[index]]));

  const bindings: ModuleBindings = {
    imports: new Map(),
    own: new Set(),
    reexports: new Map(),
    stars: [],
    effectful: info.moduleSideEffects !== false && ast.body.some(runsCode),
  };
  /** Local name -> [module, imported name], to see `import { a } from 'x'; export { a }` as a re-export. */
  const importedLocals = new Map<string, [string, string]>();
  for (const statement of ast.body) {
    const id = idOf.get(sourceOf(statement) ?? '');
    if (statement.type === 'ImportDeclaration' && id) {
      const names = bindings.imports.get(id) ?? new Set<string>();
      bindings.imports.set(id, names);
      for (const specifier of statement.specifiers) {
        const name =
          specifier.type === 'ImportSpecifier'
            ? nameOf(specifier.imported as Name)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        names.add(name);
        importedLocals.set(specifier.local.name, [id, name]);
      }
    } else if (statement.type === 'ExportAllDeclaration' && id) {
      if (statement.exported) bindings.reexports.set(nameOf(statement.exported as Name), [id, '*']);
      else bindings.stars.push(id);
    } else if (statement.type === 'ExportNamedDeclaration' && id) {
      for (const specifier of statement.specifiers)
        bindings.reexports.set(nameOf(specifier.exported as Name), [id, nameOf(specifier.local as Name)]);
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const name of declaredNames(statement)) bindings.own.add(name);
      for (const specifier of statement.specifiers) {
        const exported = nameOf(specifier.exported as Name);
        const passed = importedLocals.get(nameOf(specifier.local as Name));
        if (passed) bindings.reexports.set(exported, passed);
        else bindings.own.add(exported);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      bindings.own.add('default');
    }
  }
  return bindings;
}
