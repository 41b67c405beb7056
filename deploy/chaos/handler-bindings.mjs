// Which (topic, type) pairs each service's event consumer handles, read from the service itself: its root module is
// built from its configuration (nothing is started) and every provider and controller reachable from it is scanned
// for the platform's @OnEvent metadata, platform modules (team projection, session revocation) included. The chaos
// test compares each consumer's inbox against exactly these bindings, so a type nobody handles is never "missing"
// and a handled type that was never applied is.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('reflect-metadata');
// Building the modules only: Nest's registration warnings (one TypeORM data source per service built here) are noise.
require('@nestjs/common').Logger.overrideLogger(false);
// The decorator's metadata key, from the built platform itself (the package exports the decorator, not its key).
const { ON_EVENT_METADATA } = require(
  join(dirname(fileURLToPath(import.meta.url)), '../../packages/platform/dist/events/on-event.decorator.js'),
);

const capitalised = (name) => name[0].toUpperCase() + name.slice(1);

function classesOf(entries) {
  const classes = [];
  for (const entry of entries ?? []) {
    if (typeof entry === 'function') classes.push(entry);
    else if (entry && typeof entry.useClass === 'function') classes.push(entry.useClass);
  }
  return classes;
}

/** Every provider and controller class of a module tree (static @Module metadata and dynamic modules alike). */
function walk(moduleRef, seen, classes) {
  let ref = moduleRef;
  if (ref && typeof ref.forwardRef === 'function') ref = ref.forwardRef();
  if (!ref || seen.has(ref)) return;
  seen.add(ref);
  const dynamic = typeof ref === 'object' ? ref : undefined;
  const type = dynamic ? dynamic.module : ref;
  const meta = (key) => (type ? (Reflect.getMetadata(key, type) ?? []) : []);
  classes.push(...classesOf([...meta('providers'), ...(dynamic?.providers ?? [])]));
  classes.push(...classesOf([...meta('controllers'), ...(dynamic?.controllers ?? [])]));
  for (const child of [...meta('imports'), ...(dynamic?.imports ?? [])]) walk(child, seen, classes);
}

/** Map topic -> Set of types ('*' for a handler of every type on the topic) for one service. */
export function handlerBindings(service, env) {
  const pkg = require(`@chalktalk/${service}-service`);
  const config = pkg[`load${capitalised(service)}Config`](env);
  const root = pkg[`${service}RootModule`](config);
  const classes = [];
  walk(root, new Set(), classes);
  const bindings = new Map();
  for (const cls of new Set(classes)) {
    let proto = cls.prototype;
    while (proto && proto !== Object.prototype) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, name);
        if (typeof descriptor?.value !== 'function') continue;
        for (const binding of Reflect.getMetadata(ON_EVENT_METADATA, descriptor.value) ?? []) {
          if (!bindings.has(binding.topic)) bindings.set(binding.topic, new Set());
          bindings.get(binding.topic).add(binding.type ?? '*');
        }
      }
      proto = Object.getPrototypeOf(proto);
    }
  }
  return bindings;
}
