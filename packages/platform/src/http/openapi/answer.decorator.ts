import type { z } from 'zod';

/**
 * A call that can follow this one with values from its answer (an OpenAPI link): `call` is the spec name
 * ('playbook/updateFolder'); `body` is merged into the next call's JSON body, `parameters` fill its query or path,
 * their strings being runtime expressions ('$response.body#/folder/id', '$request.body#/playbookId').
 */
export interface AnswerLink {
  call: string;
  body?: Record<string, unknown>;
  parameters?: Record<string, string>;
}

/** What a handler declared about its success answer with @Answer. */
export interface DeclaredAnswer {
  schema: z.ZodType;
  links?: Record<string, AnswerLink>;
}

const DECLARED_ANSWER = Symbol('chalktalk.declaredAnswer');

/**
 * Declares the shape of a call's success answer for the published API description (/api/openapi.json), and the
 * calls that can use it. Nothing is checked at run time: Schemathesis (make api-check) holds answers to it.
 */
export function Answer(schema: z.ZodType, links?: Record<string, AnswerLink>): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(
      DECLARED_ANSWER,
      { schema, links } satisfies DeclaredAnswer,
      descriptor.value as object,
    );
  };
}

/** The answer a handler (the method function) declared with @Answer, if any. */
export function declaredAnswerOf(handler: object): DeclaredAnswer | undefined {
  return Reflect.getMetadata(DECLARED_ANSWER, handler) as DeclaredAnswer | undefined;
}
