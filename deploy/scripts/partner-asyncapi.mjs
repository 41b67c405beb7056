// Writes the partner contract's AsyncAPI document (docs/partner/asyncapi.yaml) to stdout, generated from the
// protobuf descriptors of the public events (proto/src/public-contract.ts), so the document cannot say anything
// the .proto files do not. check-partner-contract.sh regenerates it and fails when the committed copy differs.
// Needs proto/dist (npx tsc -b proto).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const contracts = require(fileURLToPath(new URL('../../proto/dist/index.js', import.meta.url)));
const { PUBLIC_EVENTS, PUBLIC_CONTRACT_VERSION, EnvelopeSchema } = contracts;

// ScalarType numbers (protobuf descriptor.proto) → JSON Schema of their proto3 JSON mapping.
const SCALARS = {
  1: { type: 'number' },
  2: { type: 'number' },
  3: { type: 'string', format: 'int64' },
  4: { type: 'string', format: 'uint64' },
  5: { type: 'integer', format: 'int32' },
  6: { type: 'string', format: 'uint64' },
  7: { type: 'integer', format: 'uint32' },
  8: { type: 'boolean' },
  9: { type: 'string' },
  12: { type: 'string', contentEncoding: 'base64' },
  13: { type: 'integer', format: 'uint32' },
  15: { type: 'integer', format: 'int32' },
  16: { type: 'string', format: 'int64' },
  17: { type: 'integer', format: 'int32' },
  18: { type: 'string', format: 'int64' },
};

const schemas = new Map();

function messageRef(message) {
  if (message.typeName === 'google.protobuf.Timestamp') return { type: 'string', format: 'date-time' };
  addSchema(message);
  return { $ref: `#/components/schemas/${message.name}` };
}

function enumSchema(desc) {
  return { type: 'string', enum: desc.values.map((value) => value.name) };
}

function valueSchema(kind, field) {
  if (kind === 'scalar') return { ...SCALARS[field.scalar] };
  if (kind === 'enum') return enumSchema(field.enum);
  return messageRef(field.message);
}

function fieldSchema(field) {
  const meta = { 'x-field-number': field.number, 'x-proto-name': field.name };
  switch (field.fieldKind) {
    case 'list':
      return { type: 'array', items: valueSchema(field.listKind, field), ...meta };
    case 'map':
      return {
        type: 'object',
        'x-map-key': SCALARS[field.mapKey].format ?? SCALARS[field.mapKey].type,
        additionalProperties: valueSchema(field.mapKind, field),
        ...meta,
      };
    default: {
      const schema = valueSchema(field.fieldKind, field);
      return schema.$ref ? { allOf: [schema], ...meta } : { ...schema, ...meta };
    }
  }
}

function addSchema(message) {
  if (schemas.has(message.name)) return;
  schemas.set(message.name, null); // reserves the name: messages may refer to each other
  const properties = {};
  for (const field of message.fields) properties[field.jsonName] = fieldSchema(field);
  schemas.set(message.name, {
    type: 'object',
    'x-protobuf-type': message.typeName,
    'x-proto-file': message.file.name + '.proto',
    properties,
  });
}

const messages = {};
const channels = {};
const operations = {};
for (const event of PUBLIC_EVENTS) {
  const name = event.schema.name;
  messages[name] = {
    name,
    title: event.schema.typeName,
    summary: event.summary,
    contentType: 'application/json',
    'x-protobuf-type': event.schema.typeName,
    headers: { $ref: '#/components/schemas/WebhookHeaders' },
    payload: {
      type: 'object',
      required: ['type', 'timestamp', 'data'],
      properties: {
        type: { type: 'string', const: event.schema.typeName },
        timestamp: { type: 'string', format: 'date-time', description: 'When the change committed.' },
        data: messageRef(event.schema),
      },
    },
  };
  const channelId = event.topic.replace(/\./g, '-');
  channels[channelId] ??= {
    address: event.topic,
    description:
      `Kafka topic ${event.topic}: every value is an encoded chalktalk.events.v1.Envelope whose payload is one ` +
      'of the messages below (other message types on the topic are internal: skip what you do not know). ' +
      'Webhook endpoints receive the same events as JSON (components.messages).',
    messages: {},
  };
  channels[channelId].messages[name] = { $ref: `#/components/messages/${name}` };
  operations[`receive-${channelId}`] ??= {
    action: 'receive',
    channel: { $ref: `#/channels/${channelId}` },
    messages: [],
  };
  operations[`receive-${channelId}`].messages.push({ $ref: `#/channels/${channelId}/messages/${name}` });
}
addSchema(EnvelopeSchema);
schemas.set('WebhookHeaders', {
  type: 'object',
  description: 'Standard Webhooks headers (https://www.standardwebhooks.com).',
  required: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
  properties: {
    'webhook-id': {
      type: 'string',
      description: 'The event id (UUIDv7): the same on every attempt and replay.',
    },
    'webhook-timestamp': {
      type: 'string',
      description: 'Seconds since the Unix epoch when this attempt was signed.',
    },
    'webhook-signature': {
      type: 'string',
      description:
        'Space-separated v1,<base64 HMAC-SHA256 of "id.timestamp.body">, one per live secret: during a rotation ' +
        'the new and the old secret both sign.',
    },
  },
});

const document = {
  asyncapi: '3.0.0',
  info: {
    title: 'Chalktalk partner events',
    version: PUBLIC_CONTRACT_VERSION,
    description:
      'The public subset of Chalktalk domain events: on Kafka (protobuf, proto/) and as signed webhooks (JSON, ' +
      'the proto3 JSON mapping of the same messages). Generated by deploy/scripts/partner-asyncapi.mjs from ' +
      'proto/; fields are only ever added. docs/partner/README.md.',
  },
  defaultContentType: 'application/json',
  servers: {
    kafka: {
      host: 'kafka:9092',
      protocol: 'kafka',
      description: 'The event bus of a distributed deployment.',
    },
  },
  channels,
  operations,
  components: {
    messages,
    schemas: Object.fromEntries([...schemas.entries()].sort(([a], [b]) => a.localeCompare(b))),
  },
};

// A small YAML writer: strings are JSON-quoted (valid YAML), so no YAML library is needed and output is stable.
function yaml(value, indent) {
  const pad = '  '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []';
    return value
      .map((item) => {
        const inner = yaml(item, indent + 1);
        return `\n${pad}-${inner.startsWith('\n') ? inner.replace(/^\n\s*/, ' ') : inner}`;
      })
      .join('');
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return ' {}';
    return entries.map(([key, item]) => `\n${pad}${scalarKey(key)}:${yaml(item, indent + 1)}`).join('');
  }
  return ` ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
}

function scalarKey(key) {
  return /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(key) ? key : JSON.stringify(key);
}

process.stdout.write(
  '# Generated by deploy/scripts/partner-asyncapi.mjs from proto/ (make partner-contract): do not edit.' +
    yaml(document, 0) +
    '\n',
);
