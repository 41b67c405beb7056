export const ON_EVENT_METADATA = 'chalktalk:onEvent';

export interface OnEventBinding {
  topic: string;
  /** Only envelopes of this type; all types on the topic when absent. */
  type?: string;
}

/**
 * Marks a provider (or controller) method as a handler of `topic`:
 * `(event: ReceivedEvent, manager: EntityManager) => Promise<void>`. The manager is the delivery's
 * transaction, which also records the event id in the inbox; write through it so both commit together.
 */
export const OnEvent =
  (topic: string, opts: { type?: string } = {}): MethodDecorator =>
  (_target, _key, descriptor) => {
    const method = descriptor.value as object;
    const existing = (Reflect.getMetadata(ON_EVENT_METADATA, method) as OnEventBinding[] | undefined) ?? [];
    Reflect.defineMetadata(ON_EVENT_METADATA, [...existing, { topic, type: opts.type }], method);
    return descriptor;
  };
